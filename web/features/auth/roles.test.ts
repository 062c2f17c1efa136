import { describe, expect, it } from "vitest";
import { afterSignInPath, canEnterManager, homePath, parseRoles } from "./roles";

describe("roles", () => {
  it("reads comma-separated roles, defaulting to user", () => {
    expect(parseRoles("admin, user")).toEqual(["admin", "user"]);
    expect(parseRoles("")).toEqual(["user"]);
    expect(parseRoles(null)).toEqual(["user"]);
  });

  it("lets only admins into the manager area", () => {
    expect(canEnterManager("admin")).toBe(true);
    expect(canEnterManager("user,admin")).toBe(true);
    expect(canEnterManager("user")).toBe(false);
    expect(canEnterManager("administrator")).toBe(false);
    expect(canEnterManager(undefined)).toBe(false);
  });

  it("sends admins to /manager and users to /app", () => {
    expect(homePath("admin")).toBe("/manager");
    expect(homePath("user")).toBe("/app");
  });

  it("honours a same-site redirect and ignores a hostile one", () => {
    expect(afterSignInPath("/app/account", "admin")).toBe("/app/account");
    expect(afterSignInPath("//evil.example", "admin")).toBe("/manager");
    expect(afterSignInPath("https://evil.example", "user")).toBe("/app");
    expect(afterSignInPath("", "user")).toBe("/app");
  });
});
