import { describe, expect, it } from "vitest";
import { API_KEY_SCOPES } from "#shared/validation/api-key";
import { defaultScopes, derivedScopes, grantedScopes, scopesAllow } from "./api-key-scopes.ts";

/** The product's own scopes; a team's generated model adds its pair (its own test checks it). */
const builtIn = (scope: string) => /^(USER|SESSION|ACCOUNT|REPOSITORY)_/.test(scope);

describe("API-key scopes", () => {
  it("are exactly what the permission statements give (a new resource needs its scopes)", () => {
    expect([...derivedScopes()].sort()).toEqual([...API_KEY_SCOPES].sort());
  });

  it("cover a permission only with every action's scope; WRITE includes READ", () => {
    expect(scopesAllow(["REPOSITORY_READ"], { repository: ["read"] })).toBe(true);
    expect(scopesAllow(["REPOSITORY_READ"], { repository: ["update"] })).toBe(false);
    expect(scopesAllow(["REPOSITORY_WRITE"], { repository: ["read", "delete"] })).toBe(true);
    expect(scopesAllow(["USER_WRITE"], { user: ["list"], repository: ["read"] })).toBe(false);
    // The choice of area is the browser's: no key holds it.
    expect(scopesAllow([...API_KEY_SCOPES], { apps: ["manager"] })).toBe(false);
  });

  it("granted by a role: a user's own account and reading repositories; an admin all", () => {
    expect(grantedScopes("user").filter(builtIn)).toEqual([
      "ACCOUNT_READ",
      "ACCOUNT_WRITE",
      "REPOSITORY_READ",
    ]);
    expect(grantedScopes(null)).toEqual(grantedScopes("user"));
    expect(grantedScopes("admin")).toEqual([...API_KEY_SCOPES]);
    expect(grantedScopes("user,admin")).toEqual([...API_KEY_SCOPES]);
    // An unknown role grants nothing, so its keys could hold nothing.
    expect(grantedScopes("owner")).toEqual([]);
    expect(defaultScopes("user").filter(builtIn)).toEqual(["ACCOUNT_READ", "REPOSITORY_READ"]);
    expect(defaultScopes("admin")).toEqual(API_KEY_SCOPES.filter((s) => s.endsWith("_READ")));
  });
});
