// The read-only notice's open state lives outside React so anything can open it: the Relay
// network and the auth client open it as soon as the server answers DEMO_MODE.
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const demoModeNoticeStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: (): boolean => open,
  open: () => set(true),
  close: () => set(false),
};

export const DEMO_MODE_CODE = "DEMO_MODE";

function codeOf(value: unknown): unknown {
  return value && typeof value === "object" && "code" in value ? value.code : undefined;
}

/**
 * Whether an error is the server refusing an action because of demo mode: a GraphQL error
 * (a Relay mutation error, a payload error list or one error) or an auth REST answer
 * (`{ code: "DEMO_MODE" }`, or better-auth's `{ error: { code } }`).
 */
export function isDemoModeError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  if (Array.isArray(error)) return error.some(isDemoModeError);
  if (codeOf(error) === DEMO_MODE_CODE) return true;
  if ("extensions" in error && codeOf(error.extensions) === DEMO_MODE_CODE) return true;
  if ("error" in error && isDemoModeError(error.error)) return true;
  if ("source" in error && error.source && typeof error.source === "object") {
    const source = error.source as { errors?: unknown };
    return isDemoModeError(source.errors);
  }
  return false;
}
