import { describe, expect, it } from "vitest";
import { activityRangeFromParams, activityRangeSearch } from "./activity-search-params";

const params = (search: string) => new URLSearchParams(search);

describe("the dashboard's period in the URL", () => {
  it("reads the offered ranges and nothing else", () => {
    expect(activityRangeFromParams(params("days=7"))).toBe(7);
    expect(activityRangeFromParams(params("days=90"))).toBe(90);
    for (const search of ["", "days=", "days=8", "days=365", "days=-7", "days=7.5", "days=x"]) {
      expect(activityRangeFromParams(params(search)), search).toBe(30);
    }
  });

  it("writes a range, leaving the default and other parameters as they read best", () => {
    expect(activityRangeSearch(params("lng=fr"), 7)).toBe("?lng=fr&days=7");
    expect(activityRangeSearch(params("days=7"), 30)).toBe("");
    expect(activityRangeSearch(params("days=7&lng=fr"), 90)).toBe("?days=90&lng=fr");
  });
});
