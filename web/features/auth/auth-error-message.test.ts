import { describe, expect, it } from "vitest";
import { authErrorMessageId } from "./auth-error-message";

describe("authErrorMessageId", () => {
  it("maps the e-mail OTP error codes", () => {
    expect(authErrorMessageId({ code: "INVALID_OTP", status: 400 })).toBe(
      "auth.validation.codeInvalid",
    );
    expect(authErrorMessageId({ code: "OTP_EXPIRED", status: 400 })).toBe("auth.errors.otpExpired");
    expect(authErrorMessageId({ code: "TOO_MANY_ATTEMPTS", status: 403 })).toBe(
      "auth.errors.tooManyAttempts",
    );
    expect(authErrorMessageId({ code: "INVALID_EMAIL", status: 400 })).toBe(
      "auth.validation.emailInvalid",
    );
  });

  it("maps rate limiting", () => {
    expect(authErrorMessageId({ status: 429 })).toBe("auth.errors.rateLimited");
  });

  it("falls back to a generic message", () => {
    expect(authErrorMessageId({ code: "FAILED_TO_CREATE_SESSION", status: 500 })).toBe(
      "auth.errors.unknown",
    );
    expect(authErrorMessageId({ status: 0 })).toBe("auth.errors.unknown");
    expect(authErrorMessageId({})).toBe("auth.errors.unknown");
  });
});
