import { describe, expect, it } from "vitest";
import { searchTermFromUrl } from "./search-term";

describe("searchTermFromUrl", () => {
  it("reads and trims ?searchTerm=", () => {
    expect(searchTermFromUrl("http://x/manager/users?searchTerm=%20amara%20")).toBe("amara");
  });

  it("falls back to empty when missing or too long", () => {
    expect(searchTermFromUrl("http://x/manager/users")).toBe("");
    expect(searchTermFromUrl(`http://x/?searchTerm=${"x".repeat(201)}`)).toBe("");
  });
});
