import { describe, expect, it } from "vitest";
import { sortedParams, sortFromParams, sortFromUrl, type SortSpec } from "./sort-params";

const spec: SortSpec<"name" | "created", string> = {
  columns: {
    name: { asc: "NAME_ASC", desc: "NAME_DESC", first: "asc" },
    created: { asc: "CREATED_AT_ASC", desc: "CREATED_AT_DESC", first: "desc" },
  },
  default: "name",
};
const parse = (query: string) => sortFromParams(new URLSearchParams(query), spec);

describe("a list's order in the URL", () => {
  it("reads a column and a direction", () => {
    expect(parse("sort=created&dir=asc")).toEqual({
      column: "created",
      direction: "asc",
      orderBy: "CREATED_AT_ASC",
      isDefault: false,
    });
    expect(sortFromUrl("http://x/list?searchTerm=a&sort=name&dir=desc", spec).orderBy).toBe(
      "NAME_DESC",
    );
  });

  it("falls back to the default order, never throws", () => {
    const fallback = { column: "name", direction: "asc", orderBy: "NAME_ASC", isDefault: true };
    for (const query of [
      "",
      "sort=",
      "sort=password&dir=asc",
      "sort=__proto__",
      "sort=constructor&dir=desc",
      "sort=NAME&dir=asc",
      "dir=desc",
      "sort=name&sort=created",
    ]) {
      expect(parse(query), query).toEqual(fallback);
    }
  });

  it("takes the column's first direction when the direction is missing or wrong", () => {
    expect(parse("sort=created").orderBy).toBe("CREATED_AT_DESC");
    expect(parse("sort=created&dir=up").orderBy).toBe("CREATED_AT_DESC");
    expect(parse("sort=created&dir=ASC").orderBy).toBe("CREATED_AT_DESC");
    expect(parse("sort=name&dir=").orderBy).toBe("NAME_ASC");
  });

  it("links a header to its other direction, or its first; keeps the rest; omits the default", () => {
    const link = (query: string, column: "name" | "created") =>
      sortedParams(new URLSearchParams(query), spec, column).toString();
    expect(link("", "name")).toBe("sort=name&dir=desc");
    expect(link("sort=name&dir=desc", "name")).toBe("");
    expect(link("searchTerm=ab", "created")).toBe("searchTerm=ab&sort=created&dir=desc");
    expect(link("sort=created&dir=desc&searchTerm=ab", "created")).toBe(
      "searchTerm=ab&sort=created&dir=asc",
    );
    expect(link("sort=created&dir=asc", "name")).toBe("");
  });
});
