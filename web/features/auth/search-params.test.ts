import { describe, expect, it } from "vitest";
import { loginPath, parseLoginSearch, parseVerifySearch, verifyPath } from "./search-params";

const params = (search: string) => new URLSearchParams(search);

describe("parseLoginSearch", () => {
  it("reads redirect", () => {
    expect(parseLoginSearch(params("?redirect=%2Fapp%2Frepositories"))).toEqual({
      redirect: "/app/repositories",
    });
  });

  it("falls back to an empty redirect", () => {
    expect(parseLoginSearch(params(""))).toEqual({ redirect: "" });
    expect(parseLoginSearch(params("?other=1"))).toEqual({ redirect: "" });
  });
});

describe("parseVerifySearch", () => {
  it("reads email and redirect", () => {
    expect(parseVerifySearch(params("?email=ada%40example.com&redirect=%2Fapp"))).toEqual({
      email: "ada@example.com",
      redirect: "/app",
    });
  });

  it("trims the email and defaults redirect to empty", () => {
    expect(parseVerifySearch(params("?email=%20ada%40example.com%20"))).toEqual({
      email: "ada@example.com",
      redirect: "",
    });
  });

  it.each(["", "?email=", "?email=ada", "?email=ada%40", "?redirect=%2Fapp"])(
    "rejects %j (no valid email)",
    (search) => {
      expect(parseVerifySearch(params(search))).toBeNull();
    },
  );
});

describe("paths", () => {
  it("builds the login path, keeping redirect only when set", () => {
    expect(loginPath({ redirect: "" })).toBe("/login");
    expect(loginPath({ redirect: "/app/repositories?x=1" })).toBe(
      "/login?redirect=%2Fapp%2Frepositories%3Fx%3D1",
    );
  });

  it("builds a verify path that parses back to the same values", () => {
    const search = { email: "ada+test@example.com", redirect: "/app/repositories?x=1&y=2" };
    const path = verifyPath(search);
    expect(path.startsWith("/login/verify?")).toBe(true);
    expect(parseVerifySearch(new URL(path, "http://localhost").searchParams)).toEqual(search);
    expect(verifyPath({ email: "ada@example.com", redirect: "" })).toBe(
      "/login/verify?email=ada%40example.com",
    );
  });
});
