import { describe, expect, it } from "vitest";
import { afterSignInPath, homePath } from "./roles";

describe("roles", () => {
  it("sends admins to /manager and users to /app", () => {
    expect(homePath("admin")).toBe("/manager/dashboard");
    expect(homePath("user")).toBe("/app");
  });

  it("honours a same-site redirect and ignores a hostile one", () => {
    expect(afterSignInPath("/app/account", "admin")).toBe("/app/account");
    expect(afterSignInPath("//evil.example", "admin")).toBe("/manager/dashboard");
    expect(afterSignInPath("https://evil.example", "user")).toBe("/app");
    expect(afterSignInPath("", "user")).toBe("/app");
  });
});
