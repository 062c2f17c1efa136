import { describe, expect, it } from "vitest";
import { hasPermission, parseRoles } from "./permissions.ts";

describe("parseRoles", () => {
  // better-auth's admin plugin reads an empty role as its default role ("user"), so the
  // GraphQL `roles` and scopes must too, or one user has two sets of rights.
  it("reads an empty or missing role as the default role, as better-auth does", () => {
    expect(parseRoles("")).toEqual(["user"]);
    expect(parseRoles(null)).toEqual(["user"]);
    expect(hasPermission("", { repository: ["read"] })).toBe(true);
  });
});
