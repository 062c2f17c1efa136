import { describe, expect, it } from "vitest";
import { externalHref } from "#shared/validation/link";

describe("externalHref", () => {
  it("keeps http and https links", () => {
    expect(externalHref("https://github.com/facebook/relay")).toBe(
      "https://github.com/facebook/relay",
    );
    expect(externalHref("http://example.com/a?b=c")).toBe("http://example.com/a?b=c");
  });

  it("adds https to links typed without a scheme", () => {
    expect(externalHref("github.com/facebook/relay")).toBe("https://github.com/facebook/relay");
    expect(externalHref(" //gitlab.com/x ")).toBe("https://gitlab.com/x");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "ftp://example.com",
    "",
    "  ",
    "https://",
    "https://github.com@evil.test/x",
    "https://user:pass@example.com/x",
  ])("refuses %j", (link) => {
    expect(externalHref(link)).toBeNull();
  });

  it("does not mistake a port for a scheme", () => {
    expect(externalHref("localhost:3000/repo")).toBe("https://localhost:3000/repo");
    expect(externalHref("example.com:8080/repo")).toBe("https://example.com:8080/repo");
  });
});
