import { describe, expect, it } from "vitest";
import { listVariables, sortedParams, sortFromParams, type SortSpec } from "./sort-params";

const spec: SortSpec<string, "name" | "created"> = {
  orders: {
    NAME_ASC: ["name", "asc"],
    NAME_DESC: ["name", "desc"],
    CREATED_AT_ASC: ["created", "asc"],
    CREATED_AT_DESC: ["created", "desc"],
  },
  default: "NAME_ASC",
  descendingFirst: ["created"],
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
    expect(listVariables("http://x/list?searchTerm=a&sort=name&dir=desc", spec)).toEqual({
      searchTerm: "a",
      orderBy: "NAME_DESC",
    });
    expect(listVariables("http://x/list?sort=name&dir=asc", spec).orderBy).toBeNull();
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
