import { describe, expect, it } from "vitest";
import {
  loginPath,
  parseLoginError,
  parseLoginSearch,
  parseVerifySearch,
  verifyPath,
} from "./search-params";

const params = (search: string) => new URLSearchParams(search);

describe("parseLoginSearch", () => {
  it("reads redirect", () => {
    expect(parseLoginSearch(params("?redirect=%2Fapp%2Frepositories"))).toEqual({
      redirect: "/app/repositories",
      mode: "",
      reason: "",
    });
  });

  it("falls back to an empty redirect", () => {
    expect(parseLoginSearch(params(""))).toEqual({ redirect: "", mode: "", reason: "" });
    expect(parseLoginSearch(params("?other=1"))).toMatchObject({ redirect: "" });
  });

  it("reads the sign-up mode and ignores unknown modes", () => {
    expect(parseLoginSearch(params("?mode=signup")).mode).toBe("signup");
    expect(parseLoginSearch(params("?mode=admin")).mode).toBe("");
  });
});

describe("parseVerifySearch", () => {
  it("reads email and redirect", () => {
    expect(parseVerifySearch(params("?email=ada%40example.com&redirect=%2Fapp"))).toEqual({
      email: "ada@example.com",
      redirect: "/app",
      mode: "",
    });
  });

  it("trims the email and defaults redirect to empty", () => {
    expect(parseVerifySearch(params("?email=%20ada%40example.com%20"))).toEqual({
      email: "ada@example.com",
      redirect: "",
      mode: "",
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
    const search = {
      email: "ada+test@example.com",
      redirect: "/app/repositories?x=1&y=2",
      mode: "signup" as const,
    };
    const path = verifyPath(search);
    expect(path.startsWith("/login/verify?")).toBe(true);
    expect(parseVerifySearch(new URL(path, "http://localhost").searchParams)).toEqual(search);
    expect(verifyPath({ email: "ada@example.com", redirect: "" })).toBe(
      "/login/verify?email=ada%40example.com",
    );
  });
});

describe("parseLoginError", () => {
  it("keeps the three known kinds and reads anything else as unknown_error", () => {
    expect(parseLoginError(params("?error=access_denied"))).toBe("access_denied");
    expect(parseLoginError(params("?error=signup_disabled"))).toBe("signup_disabled");
    expect(parseLoginError(params("?error=unknown_error"))).toBe("unknown_error");
    expect(parseLoginError(params("?error=please_restart_the_process"))).toBe("unknown_error");
    expect(parseLoginError(params(""))).toBe("unknown_error");
  });
});
