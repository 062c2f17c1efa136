import { describe, expect, it } from "vitest";
import { formatDocumentTitle } from "./document-title";

const config = (env: { name: string | null; emoji: string | null }) => ({
  productName: "Groundwork",
  env,
});

describe("formatDocumentTitle", () => {
  it("ends the page title with the product name", () => {
    expect(formatDocumentTitle("Sign in", config({ name: null, emoji: null }))).toBe(
      "Sign in · Groundwork",
    );
  });

  it("shows the product name alone without a page title", () => {
    expect(formatDocumentTitle(undefined, config({ name: null, emoji: null }))).toBe("Groundwork");
  });

  it("prefixes the environment emoji, even when a name is set", () => {
    expect(formatDocumentTitle("Sign in", config({ name: "Staging", emoji: "🧪" }))).toBe(
      "🧪 Sign in · Groundwork",
    );
  });

  it("prefixes the bracketed environment name when there is no emoji", () => {
    expect(formatDocumentTitle("Repositories", config({ name: "Staging", emoji: null }))).toBe(
      "[Staging] Repositories · Groundwork",
    );
  });

  it("falls back to the default product name without config", () => {
    expect(formatDocumentTitle("Page not found", undefined)).toBe("Page not found · Groundwork");
  });
});
