import { describe, expect, it, vi } from "vitest";
import {
  activeFilterCount,
  auditFiltersFromParams,
  auditFiltersToParams,
  auditQueryVariables,
  dateToDay,
  dayToDate,
} from "./audit-search-params";

const parse = (query: string) => auditFiltersFromParams(new URLSearchParams(query));

describe("audit log filters in the URL", () => {
  it("round-trips every filter", () => {
    const filters = parse(
      "action=USER_BAN&actor=a@example.com&target=VXNlcjox&from=2026-11-01&to=2026-11-23",
    );
    expect(auditFiltersToParams(filters).toString()).toBe(
      "action=USER_BAN&actor=a%40example.com&target=VXNlcjox&from=2026-11-01&to=2026-11-23",
    );
  });

  it("drops what the server would refuse: unknown actions, impossible days", () => {
    expect(parse("action=DROP_TABLE&from=2026-02-30&to=yesterday")).toEqual({
      action: "",
      actor: "",
      target: "",
      from: "",
      to: "",
    });
  });

  it("swaps a reversed range and makes `to` include its whole day", () => {
    const filters = parse("from=2026-11-23&to=2026-11-01");
    expect(auditQueryVariables(filters)).toEqual({
      action: null,
      actorId: null,
      targetId: null,
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 24).toISOString(),
    });
  });

  it("reads the days in the person's own time zone, as the rows show their times", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    try {
      const { from, to } = auditQueryVariables(parse("from=2026-03-20&to=2026-03-20"));
      expect({ from, to }).toEqual({
        from: "2026-03-20T07:00:00.000Z",
        to: "2026-03-21T07:00:00.000Z",
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("counts the filters set, for the phone's Filters button", () => {
    expect(activeFilterCount(parse(""))).toBe(0);
    expect(activeFilterCount(parse("action=USER_BAN&actor=a@example.com&to=2026-11-01"))).toBe(3);
  });

  it("gives the date picker the URL's day and back, in the browser's own calendar", () => {
    const date = dayToDate("2026-03-05");
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 2, 5]);
    expect(dateToDay(date)).toBe("2026-03-05");
    // Late on a local day is still that day, whatever UTC says.
    expect(dateToDay(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
    expect(dayToDate("")).toBeUndefined();
    expect(dateToDay(undefined)).toBe("");
  });
});
