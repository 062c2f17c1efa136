// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuietBoundary } from "./quiet-boundary";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("the organizations could not be read");
}

describe("QuietBoundary", () => {
  it("shows its children while they render", () => {
    render(
      <QuietBoundary>
        <p>organizations</p>
      </QuietBoundary>,
    );
    expect(screen.getByText("organizations")).toBeTruthy();
  });

  it("keeps the rest of the page when its child throws", () => {
    // React reports the caught error on the console; it is expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <div>
        <p>the page</p>
        <QuietBoundary fallback={<p>nothing to show</p>}>
          <Broken />
        </QuietBoundary>
      </div>,
    );
    expect(screen.getByText("the page")).toBeTruthy();
    expect(screen.getByText("nothing to show")).toBeTruthy();
  });
});
