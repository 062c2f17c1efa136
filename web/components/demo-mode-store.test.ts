import { describe, expect, it } from "vitest";
import { isDemoModeError } from "./demo-mode-store";

describe("isDemoModeError", () => {
  it("recognises GraphQL errors, Relay's wrapped errors and auth answers", () => {
    const graphQLError = { message: "x", extensions: { code: "DEMO_MODE" } };
    expect(isDemoModeError(graphQLError)).toBe(true);
    expect(isDemoModeError([{ extensions: { code: "FORBIDDEN" } }, graphQLError])).toBe(true);
    expect(
      isDemoModeError(Object.assign(new Error("x"), { source: { errors: [graphQLError] } })),
    ).toBe(true);
    expect(isDemoModeError({ status: 403, code: "DEMO_MODE" })).toBe(true);
    expect(isDemoModeError({ error: { code: "DEMO_MODE" } })).toBe(true);
  });

  it("rejects other errors", () => {
    expect(isDemoModeError(new Error("DEMO_MODE"))).toBe(false);
    expect(isDemoModeError({ extensions: { code: "FORBIDDEN" } })).toBe(false);
    expect(isDemoModeError(null)).toBe(false);
  });
});
