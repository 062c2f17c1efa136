import { describe, expect, it } from "vitest";
import { userDbId } from "./user-db-id";

describe("userDbId", () => {
  it("reads the id out of a User global ID", () => {
    expect(userDbId(btoa("User:abc-123"))).toBe("abc-123");
  });

  it("leaves anything else as it is", () => {
    expect(userDbId(btoa("Repository:abc"))).toBe(btoa("Repository:abc"));
    expect(userDbId("not base64!")).toBe("not base64!");
  });
});
