import { describe, expect, it } from "vitest";
import { accountSearch, parseAccountSearch } from "./account-search-params";

const params = (search: string) => new URLSearchParams(search);

describe("account search params", () => {
  it("defaults to no state and no new e-mail", () => {
    expect(parseAccountSearch(params(""))).toEqual({ state: "", newEmail: "" });
  });

  it("reads change-name and a new e-mail, and drops unknown states", () => {
    expect(parseAccountSearch(params("?state=change-name&newEmail=a%40b.co"))).toEqual({
      state: "change-name",
      newEmail: "a@b.co",
    });
    expect(parseAccountSearch(params("?state=delete")).state).toBe("");
  });

  it("writes only the values that are set", () => {
    expect(accountSearch({})).toBe("");
    expect(accountSearch({ state: "change-name" })).toBe("?state=change-name");
    expect(accountSearch({ newEmail: "a@b.co" })).toBe("?newEmail=a%40b.co");
  });
});
