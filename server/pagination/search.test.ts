import { describe, expect, it } from "vitest";
import { likeLiteral, searchCondition, searchOf } from "./search.ts";

const columns = { contains: ["name", "link"], prefix: ["name"] };

describe("searchOf", () => {
  it("matches anywhere only when pg_trgm can extract a trigram", () => {
    expect(searchOf({ searchTerm: " rocket " }, "en")).toEqual({
      kind: "contains",
      term: "rocket",
    });
    expect(searchOf({ searchTerm: "100%" }, "en")?.kind).toBe("contains");
    expect(searchOf({ searchTerm: "žár" }, "en")?.kind).toBe("contains");
    for (const term of ["r", "ro", "c++", "%", "a b c", "ab-cd"]) {
      expect(searchOf({ searchTerm: term }, "en")?.kind).toBe("prefix");
    }
  });

  it("is undefined when blank and VALIDATION when too long", () => {
    expect(searchOf({ searchTerm: "   " }, "en")).toBeUndefined();
    expect(searchOf({}, "en")).toBeUndefined();
    expect(() => searchOf({ searchTerm: "x".repeat(101) }, "en")).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: "VALIDATION" }) }),
    );
  });
});

describe("searchCondition", () => {
  it("escapes LIKE wildcards and binds the pattern as a parameter", () => {
    expect(likeLiteral("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    const contains = searchCondition({ kind: "contains", term: "100%" }, columns);
    expect(contains.text).toBe(`("name" ILIKE $1 OR "link" ILIKE $2)`);
    expect(contains.values).toEqual(["%100\\%%", "%100\\%%"]);
    const prefix = searchCondition({ kind: "prefix", term: "_" }, columns);
    expect(prefix.text).toBe(`(lower("name") COLLATE "C" LIKE (lower($1) || '%'))`);
    expect(prefix.values).toEqual(["\\_"]);
  });

  it("matches a term in the lower-cased document, and a term with its separator per column", () => {
    const withDocument = { ...columns, document: "searchText" };
    const contains = searchCondition({ kind: "contains", term: "Rocket_1" }, withDocument);
    expect(contains.text).toBe(`"searchText" LIKE lower($1)`);
    expect(contains.values).toEqual(["%Rocket\\_1%"]);
    const across = searchCondition({ kind: "contains", term: "abc\u001fhttps" }, withDocument);
    expect(across.text).toBe(
      `("searchText" LIKE lower($1) AND ("name" ILIKE $2 OR "link" ILIKE $3))`,
    );
  });

  it("matches nothing on a table without search columns", () => {
    const none = searchCondition({ kind: "prefix", term: "a" }, { contains: [], prefix: [] });
    expect(none.text).toBe("FALSE");
  });
});
