import { beforeAll, describe, expect, it, vi } from "vitest";
import en from "../../../locales/en.json";
import { loadMessages } from "../../i18n/messages";
import { authErrorMessageId, inlineAuthErrorId } from "./auth-error-message";

// The known codes are those of the English catalogue, which the app loads before it renders.
beforeAll(async () => {
  vi.stubGlobal("fetch", async () => Response.json(en));
  await loadMessages("en");
  vi.unstubAllGlobals();
});

const message = (error: Parameters<typeof authErrorMessageId>[0]) =>
  (en as Record<string, string>)[authErrorMessageId(error)];

describe("authErrorMessageId", () => {
  it("maps the e-mail OTP error codes", () => {
    expect(authErrorMessageId({ code: "INVALID_OTP", status: 400 })).toBe(
      "auth.errorCodes.INVALID_OTP",
    );
    expect(message({ code: "INVALID_OTP", status: 400 })).toBe("Code is invalid");
    expect(authErrorMessageId({ code: "OTP_EXPIRED", status: 400 })).toBe(
      "auth.errorCodes.OTP_EXPIRED",
    );
    expect(authErrorMessageId({ code: "TOO_MANY_ATTEMPTS", status: 403 })).toBe(
      "auth.errorCodes.TOO_MANY_ATTEMPTS",
    );
  });

  it("maps bans and stale sessions to the product's texts", () => {
    expect(message({ code: "BANNED_USER", status: 403 })).toBe(
      "You have been banned from this application",
    );
    expect(message({ code: "SESSION_EXPIRED", status: 400 })).toBe(
      "Session expired. Re-authenticate to perform this action.",
    );
  });

  it("maps rate limiting", () => {
    expect(authErrorMessageId({ status: 429 })).toBe("auth.errorCodes.TOO_MANY_REQUESTS");
  });

  it("falls back to a generic message", () => {
    expect(authErrorMessageId({ code: "NOT_A_REAL_CODE", status: 500 })).toBe(
      "auth.errorCodes.UNKNOWN_ERROR",
    );
    expect(authErrorMessageId({ status: 0 })).toBe("auth.errorCodes.UNKNOWN_ERROR");
    expect(authErrorMessageId({})).toBe("auth.errorCodes.UNKNOWN_ERROR");
    expect(message({})).toBe("Something went wrong");
  });
});

describe("inlineAuthErrorId", () => {
  it("shows nothing under the form for the demo's refusal: its notice says it once", () => {
    expect(inlineAuthErrorId({ code: "DEMO_MODE", status: 403 })).toBeNull();
    expect(inlineAuthErrorId({ code: "INVALID_OTP", status: 400 })).toBe(
      "auth.errorCodes.INVALID_OTP",
    );
  });
});
