import { describe, expect, it } from "vitest";
import { SEARCH_TERM_MAX_LENGTH } from "#shared/api/limits";
import { searchTermFromUrl } from "./search-term";

describe("searchTermFromUrl", () => {
  it("reads and trims ?searchTerm=", () => {
    expect(searchTermFromUrl("http://x/manager/users?searchTerm=%20amara%20")).toBe("amara");
  });

  it("falls back to empty when missing or too long", () => {
    expect(searchTermFromUrl("http://x/manager/users")).toBe("");
    const longest = "x".repeat(SEARCH_TERM_MAX_LENGTH);
    expect(searchTermFromUrl(`http://x/?searchTerm=${longest}`)).toBe(longest);
    // What the API would refuse as VALIDATION: the list shows unfiltered instead of an error.
    expect(searchTermFromUrl(`http://x/?searchTerm=${longest}x`)).toBe("");
  });
});
