// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { isPreloading, lazyLoader, preloadOnIntent, preloadRoute } from "./preload-route";

// A lazy loader's real loader runs after its chunk arrives, outside preloadRoute's
// synchronous window: it must still see whether it runs for a preload (staleness 0).

let stop = () => {};

function setup() {
  const seen: boolean[] = [];
  const chunk = { load: () => seen.push(isPreloading()) };
  const Component = vi.fn(async () => () => null);
  const loader = lazyLoader(
    () => new Promise<typeof chunk>((resolve) => setTimeout(() => resolve(chunk), 5)),
    (module) => module.load,
  );
  const routes: RouteObject[] = [{ id: "page", path: "/page", loader, lazy: { Component } }];
  stop = preloadOnIntent({ routes, state: { matches: [] } });
  return { seen, Component, loader };
}

afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("preloadRoute with lazy routes", () => {
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

describe("preloadOnIntent", () => {
  const link = (href: string, target = "") => {
    document.body.innerHTML = `<a href="${href}" target="${target}"><span>Go</span></a>`;
    return document.querySelector("span") as HTMLElement;
  };

  it("preloads an in-app link hovered or focused for 50 ms, not one left sooner", () => {
    vi.useFakeTimers();
    const { Component } = setup();
    const label = link("/page");
    label.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    vi.advanceTimersByTime(40);
    label.dispatchEvent(new MouseEvent("mouseout", { bubbles: true }));
    vi.advanceTimersByTime(100);
    expect(Component).not.toHaveBeenCalled();
    label.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersByTime(50);
    expect(Component).toHaveBeenCalledTimes(1);
  });

  it("leaves links to other sites and to new tabs alone", () => {
    vi.useFakeTimers();
    const { Component } = setup();
    for (const label of [link("https://example.com/page"), link("/page", "_blank")]) {
      label.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      vi.advanceTimersByTime(100);
    }
    expect(Component).not.toHaveBeenCalled();
  });
});
