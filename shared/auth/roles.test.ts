import { describe, expect, it } from "vitest";
import { canEnterManager, parseRoles } from "#shared/auth/roles";

describe("parseRoles", () => {
  it("reads comma-separated roles and drops unknown ones", () => {
    expect(parseRoles("admin, user")).toEqual(["admin", "user"]);
    expect(parseRoles("user,,superuser")).toEqual(["user"]);
    expect(parseRoles("superuser")).toEqual([]);
  });

  it("reads an empty or missing role as the default role, as better-auth does", () => {
    expect(parseRoles("")).toEqual(["user"]);
    expect(parseRoles(null)).toEqual(["user"]);
    expect(parseRoles(undefined)).toEqual(["user"]);
  });
});

describe("canEnterManager", () => {
  it("lets only roles granted the manager app in", () => {
    expect(canEnterManager("admin")).toBe(true);
    expect(canEnterManager("user,admin")).toBe(true);
    expect(canEnterManager("user")).toBe(false);
    expect(canEnterManager("administrator")).toBe(false);
    expect(canEnterManager("")).toBe(false);
    expect(canEnterManager(undefined)).toBe(false);
  });
});
