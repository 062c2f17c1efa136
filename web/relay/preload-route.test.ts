import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { isPreloading, lazyLoader, preloadRoute, setPreloadRouter } from "./preload-route";

// A lazy loader's real loader runs after its chunk arrives, outside preloadRoute's
// synchronous window: it must still see whether it runs for a preload (staleness 0).

function setup() {
  const seen: boolean[] = [];
  const chunk = { load: () => seen.push(isPreloading()) };
  const Component = vi.fn(async () => () => null);
  const loader = lazyLoader(
    () => new Promise<typeof chunk>((resolve) => setTimeout(() => resolve(chunk), 5)),
    (module) => module.load,
  );
  const routes: RouteObject[] = [{ id: "page", path: "/page", loader, lazy: { Component } }];
  setPreloadRouter({ routes, state: { matches: [] } });
  return { seen, Component, loader };
}

describe("preloadRoute with lazy routes", () => {
  beforeEach(() => vi.stubGlobal("window", { location: { origin: "http://localhost" } }));
  afterEach(() => vi.unstubAllGlobals());

  it("runs a lazy loader as a preload once its chunk arrives", async () => {
    const { seen } = setup();
    preloadRoute("/page");
    expect(isPreloading()).toBe(false);
    await vi.waitFor(() => expect(seen).toEqual([true]));
  });

  it("runs the same loader as a navigation when react-router calls it", async () => {
    const { seen, loader } = setup();
    const args = { request: new Request("http://localhost/page"), params: {}, context: {} };
    await loader(args as unknown as LoaderFunctionArgs);
    expect(seen).toEqual([false]);
  });

  it("starts downloading the route's lazy component", () => {
    const { Component } = setup();
    preloadRoute("/page");
    expect(Component).toHaveBeenCalledTimes(1);
  });
});
