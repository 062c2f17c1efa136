import { describe, expect, it } from "vitest";
import { userDbId } from "./user-db-id";
import { userPath, userPathOfDbId } from "./user-paths";

describe("userPathOfDbId", () => {
  it("is the manager's page of the User global id holding the database id", () => {
    const path = userPathOfDbId("abc-123");
    expect(path).toBe(userPath(btoa("User:abc-123")));
    const id = decodeURIComponent(path.slice("/manager/users/".length));
    expect(userDbId(id)).toBe("abc-123");
  });

  it("stays a path on this site, whatever the id holds", () => {
    for (const dbId of ["../../evil", "//evil.test", "a?b#c", "é"]) {
      expect(userPathOfDbId(dbId)).toMatch(/^\/manager\/users\/[A-Za-z0-9%]+$/);
    }
  });
});
