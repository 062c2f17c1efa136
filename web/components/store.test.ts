import { describe, expect, it, vi } from "vitest";
import { createStore } from "./store";

describe("createStore", () => {
  it("holds a value and tells subscribers once per change", () => {
    const store = createStore(false);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(true);
    store.set(true);
    expect(store.get()).toBe(true);
    store.set(false);
    expect(store.get()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
