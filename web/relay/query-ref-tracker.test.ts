import { describe, expect, it, vi } from "vitest";
import { createQueryRefTracker, type RouterStateLike } from "./query-ref-tracker";

function settled(loaderData: Record<string, unknown>): RouterStateLike {
  return { initialized: true, navigation: { state: "idle" }, revalidation: "idle", loaderData };
}

function fakeRef() {
  return { dispose: vi.fn() };
}

describe("createQueryRefTracker", () => {
  it("keeps references that a matched route still renders", () => {
    const tracker = createQueryRefTracker();
    const ref = fakeRef();
    tracker.track(ref);
    tracker.sync(settled({ root: {}, repositories: ref }));
    expect(ref.dispose).not.toHaveBeenCalled();
    expect(tracker.size).toBe(1);
  });

  it("disposes a reference once navigation left its route", () => {
    const tracker = createQueryRefTracker();
    const ref = fakeRef();
    tracker.track(ref);
    tracker.sync(settled({ repositories: ref }));
    tracker.sync(settled({ root: {}, login: null }));
    expect(ref.dispose).toHaveBeenCalledTimes(1);
    expect(tracker.size).toBe(0);
    tracker.sync(settled({}));
    expect(ref.dispose).toHaveBeenCalledTimes(1);
  });

  it("runs a reference's onDispose once, when it disposes it", () => {
    const tracker = createQueryRefTracker();
    const ref = fakeRef();
    const onDispose = vi.fn();
    tracker.track(ref, onDispose);
    tracker.sync(settled({ users: ref }));
    expect(onDispose).not.toHaveBeenCalled();
    tracker.sync(settled({ dashboard: null }));
    tracker.sync(settled({}));
    expect(onDispose).toHaveBeenCalledTimes(1);
  });

  it("disposes the old reference when a reload replaced it", () => {
    const tracker = createQueryRefTracker();
    const first = fakeRef();
    const second = fakeRef();
    tracker.track(first);
    tracker.track(second);
    tracker.sync(settled({ repositories: second }));
    expect(first.dispose).toHaveBeenCalledTimes(1);
    expect(second.dispose).not.toHaveBeenCalled();
  });

  it("waits while a navigation or revalidation is in flight", () => {
    const tracker = createQueryRefTracker();
    const fresh = fakeRef();
    tracker.track(fresh);
    tracker.sync({ ...settled({}), navigation: { state: "loading" } });
    tracker.sync({ ...settled({}), revalidation: "loading" });
    tracker.sync({ ...settled({}), initialized: false });
    expect(fresh.dispose).not.toHaveBeenCalled();
  });
});
