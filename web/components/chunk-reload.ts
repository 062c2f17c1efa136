// A deploy replaces the app's hashed files; a tab opened before it asks for old ones, which
// are gone (404). Loading the page again fetches the new index and its files, so the page
// reloads by itself, once: sessionStorage remembers the reload per path for a minute, and a
// file still missing then shows the error screen instead of reloading forever (decision 095).

const KEY = "groundwork.chunk-reload";
/** A reload of the same path this recent did not help: no second one. */
const GUARD_MS = 60_000;

type Reload = { path: string; at: number; noted: boolean };

// What Vite's preload helper failed to load (its `vite:preloadError` event): a chunk for sure.
const reported = new WeakSet<object>();
// What browsers say when a dynamic import's file cannot be fetched: Chromium, Firefox, Safari;
// Vite for a chunk's stylesheet.
const CHUNK_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === "object" && error !== null && reported.has(error)) return true;
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

/**
 * Called once by main.tsx. Vite rethrows the error to the import, so the route's error screen
 * decides: a failed preload on hover must not reload the page under the person's cursor.
 */
export function watchPreloadErrors(target: Window = window): () => void {
  const listener = (event: Event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === "object" && payload !== null) reported.add(payload);
  };
  target.addEventListener("vite:preloadError", listener);
  return () => target.removeEventListener("vite:preloadError", listener);
}

function read(storage: Storage): Reload | undefined {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? "null") as Partial<Reload> | null;
    if (typeof value?.path !== "string" || typeof value.at !== "number") return undefined;
    return { path: value.path, at: value.at, noted: value.noted === true };
  } catch {
    return undefined;
  }
}

let planned = false;

type ReloadContext = { storage?: Storage; pathname?: string };

/**
 * Whether the page should load again for a missing chunk: not if it just did for this path.
 * A yes is remembered (the tab's storage, and this page's lifetime), so ask once, then reload.
 */
export function planReload(now: number, context: ReloadContext = {}): boolean {
  const { storage = sessionStorage, pathname = window.location.pathname } = context;
  if (planned) return true;
  const last = read(storage);
  if (last && last.path === pathname && now - last.at < GUARD_MS) return false;
  try {
    storage.setItem(KEY, JSON.stringify({ path: pathname, at: now, noted: false }));
  } catch {
    // Storage refused: without the guard a reload could loop, so none.
    return false;
  }
  planned = true;
  return true;
}

/** On the page after such a reload, once: whether to tell the person why it loaded again. */
export function takeReloadNote(storage: Storage = sessionStorage): boolean {
  const last = read(storage);
  if (!last || last.noted) return false;
  try {
    storage.setItem(KEY, JSON.stringify({ ...last, noted: true }));
  } catch {
    return false;
  }
  return true;
}
