import { createStore } from "./store";

/** Whether the read-only notice is open; outside React, so the network layers can open it. */
export const demoModeNotice = createStore(false);

export const DEMO_MODE_CODE = "DEMO_MODE";

function codeOf(value: unknown): unknown {
  return value && typeof value === "object" && "code" in value ? value.code : undefined;
}

/** Whether a GraphQL error (list) or an auth REST answer is a demo-mode refusal. */
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
