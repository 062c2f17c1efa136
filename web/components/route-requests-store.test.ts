import { describe, expect, it, vi } from "vitest";
import { routeRequestsStore } from "./route-requests-store";

describe("routeRequestsStore", () => {
  it("is pending while any request is, and tells listeners only when that changes", () => {
    const listener = vi.fn();
    const unsubscribe = routeRequestsStore.subscribe(listener);
    const endFirst = routeRequestsStore.begin();
    const endSecond = routeRequestsStore.begin();
    expect(routeRequestsStore.isPending()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    endFirst();
    endFirst();
    expect(routeRequestsStore.isPending()).toBe(true);
    endSecond();
    expect(routeRequestsStore.isPending()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
