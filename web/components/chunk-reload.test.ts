import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as ChunkReloadModule from "./chunk-reload";

type ChunkReload = typeof ChunkReloadModule;

// A fresh module per test: it remembers, for the page's lifetime, that a reload was planned.
let reload: ChunkReload;
beforeEach(async () => {
  vi.resetModules();
  reload = await import("./chunk-reload");
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("planReload", () => {
  it("reloads, then not again for the same path within a minute", async () => {
    const storage = memoryStorage();
    const pathname = "/app/account";
    expect(reload.planReload(1_000, { storage, pathname })).toBe(true);

    // The page after the reload: a fresh module, the same tab's storage.
    vi.resetModules();
    const after = await import("./chunk-reload");
    expect(after.planReload(1_000 + 59_999, { storage, pathname })).toBe(false);
    // Later (another deploy): once more.
    expect(after.planReload(1_000 + 60_000, { storage, pathname })).toBe(true);
  });

  it("reloads for another path at once", async () => {
    const storage = memoryStorage();
    expect(reload.planReload(0, { storage, pathname: "/app" })).toBe(true);
    vi.resetModules();
    const after = await import("./chunk-reload");
    expect(after.planReload(10, { storage, pathname: "/app/repositories" })).toBe(true);
  });

  it("keeps its yes for the page's lifetime, however many screens ask", () => {
    const storage = memoryStorage();
    expect(reload.planReload(0, { storage, pathname: "/app" })).toBe(true);
    expect(reload.planReload(0, { storage, pathname: "/app" })).toBe(true);
  });

  it("never reloads without storage to guard against a loop", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(reload.planReload(0, { storage, pathname: "/app" })).toBe(false);
  });
});

describe("takeReloadNote", () => {
  it("is true once after a reload, and never without one", () => {
    const storage = memoryStorage();
    expect(reload.takeReloadNote(storage)).toBe(false);
    reload.planReload(0, { storage, pathname: "/app" });
    expect(reload.takeReloadNote(storage)).toBe(true);
    expect(reload.takeReloadNote(storage)).toBe(false);
  });

  it("ignores what it cannot read", () => {
    const storage = memoryStorage();
    storage.setItem("groundwork.chunk-reload", "{not json");
    expect(reload.takeReloadNote(storage)).toBe(false);
  });
});

describe("isChunkLoadError", () => {
  it("knows the browsers' words for a missing chunk, and nothing else", () => {
    const missing = [
      "Failed to fetch dynamically imported module: http://localhost/assets/page-a1.js",
      "error loading dynamically imported module: http://localhost/assets/page-a1.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/page-a1.css",
    ];
    for (const message of missing)
      expect(reload.isChunkLoadError(new TypeError(message))).toBe(true);
    expect(reload.isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(reload.isChunkLoadError(new Error("No data returned for operation"))).toBe(false);
    expect(reload.isChunkLoadError("Importing a module script failed.")).toBe(false);
  });

  it("takes Vite's word for it: what vite:preloadError reported", () => {
    const target = new EventTarget();
    const stop = reload.watchPreloadErrors(target as unknown as Window);
    const error = new Error("Some other wording");
    expect(reload.isChunkLoadError(error)).toBe(false);
    target.dispatchEvent(Object.assign(new Event("vite:preloadError"), { payload: error }));
    expect(reload.isChunkLoadError(error)).toBe(true);
    stop();
    const later = new Error("after");
    target.dispatchEvent(Object.assign(new Event("vite:preloadError"), { payload: later }));
    expect(reload.isChunkLoadError(later)).toBe(false);
  });
});
