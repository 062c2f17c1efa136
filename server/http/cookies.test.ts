import { describe, expect, it } from "vitest";
import { cookieNames, cookieValue, withoutCookie } from "./cookies.ts";

// The one Cookie parser reads a header as better-call (better-auth's parser) does;
// tests/integration/cookie-spellings.test.ts holds it to better-auth's own answers.

describe("cookieNames and cookieValue", () => {
  it("trims names and values, so a space before or after `=` names the same cookie", () => {
    for (const header of ["a=1", "a =1", "a= 1", " a = 1 ", "a\t=\t1", "x=0;a=1", "x=0; a =1"]) {
      expect(cookieValue(header, "a")).toBe("1");
    }
  });

  it("skips a part without `=` and reads on", () => {
    expect(cookieNames("junk; a=1;b; c=3")).toEqual(["a", "c"]);
    expect([cookieValue("junk; a=1;b; c=3", "a"), cookieValue("junk; a=1;b; c=3", "c")]).toEqual([
      "1",
      "3",
    ]);
    expect(cookieNames("a=1;b")).toEqual(["a"]);
    expect(cookieNames("no pairs at all")).toEqual([]);
    expect(cookieNames(null)).toEqual([]);
  });

  it("unquotes and percent-decodes values, keeping what does not decode", () => {
    expect(cookieValue('a="x.y"', "a")).toBe("x.y");
    expect(cookieValue("a=x%2By%3D", "a")).toBe("x+y=");
    expect(cookieValue("a=100%", "a")).toBe("100%");
    expect(cookieValue("a=b=c", "a")).toBe("b=c");
  });

  it("gives the first value of a repeated name, as better-auth uses it", () => {
    expect(cookieValue("a=1; a=2", "a")).toBe("1");
    expect(cookieNames("a=1; a=2")).toEqual(["a"]);
  });

  it("matches names exactly: case, prefixes and lookalikes are other cookies", () => {
    for (const header of ["A=1", "xa=1", "a.b=1", '"a"=1', "a,=1"]) {
      expect(cookieValue(header, "a")).toBeUndefined();
    }
  });
});

describe("withoutCookie", () => {
  it("drops every pair of that name and passes the others on as written", () => {
    expect(withoutCookie('x=%41; a=1;y = "q"; a =2', "a")).toBe('x=%41; y = "q"');
    expect(withoutCookie("a=1", "a")).toBe("");
    expect(cookieValue(withoutCookie("a=1; a =2; b=3", "a"), "a")).toBeUndefined();
  });
});
