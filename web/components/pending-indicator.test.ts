import { describe, expect, it } from "vitest";
import { beginRouteRequest, routeRequests } from "./pending-indicator";

describe("beginRouteRequest", () => {
  it("counts each request until its end is first called", () => {
    const endFirst = beginRouteRequest();
    const endSecond = beginRouteRequest();
    expect(routeRequests.get()).toBe(2);
    endFirst();
    endFirst();
    expect(routeRequests.get()).toBe(1);
    endSecond();
    expect(routeRequests.get()).toBe(0);
  });
});
