import { describe, expect, it } from "vitest";
import fr from "../locales/fr.json" with { type: "json" };
import { localiseAuthError } from "./auth-error-language.ts";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

describe("localiseAuthError", () => {
  it("translates the message of a known code and keeps everything else", async () => {
    const headers = new Headers({ "x-retry-after": "7" });
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/");
    const response = await localiseAuthError(
      Response.json(
        { code: "OTP_EXPIRED", message: "OTP expired", detail: 1 },
        { status: 400, statusText: "Bad Request", headers },
      ),
      "fr",
    );
    expect(response.status).toBe(400);
    expect(response.statusText).toBe("Bad Request");
    expect(response.headers.get("x-retry-after")).toBe("7");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(fr["auth.errorCodes.OTP_EXPIRED"]).not.toBe("OTP expired");
    expect(await response.json()).toEqual({
      code: "OTP_EXPIRED",
      message: fr["auth.errorCodes.OTP_EXPIRED"],
      detail: 1,
    });
  });

  it("reads better-auth's code-less 429 as TOO_MANY_REQUESTS without adding a code", async () => {
    const response = await localiseAuthError(json({ message: "Too many requests." }, 429), "fr");
    expect(await response.json()).toEqual({ message: fr["auth.errorCodes.TOO_MANY_REQUESTS"] });
  });

  it("keeps the English message of a code it has no message for", async () => {
    const body = { code: "SOMETHING_NEW", message: "Something new happened" };
    const response = await localiseAuthError(json(body, 400), "fr");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(body);
  });

  it("never touches successes, redirects or non-JSON errors", async () => {
    const success = json({ code: "INVALID_OTP", message: "kept" }, 200);
    expect(await localiseAuthError(success, "fr")).toBe(success);
    const redirect = new Response(null, { status: 302, headers: { location: "/login" } });
    expect(await localiseAuthError(redirect, "fr")).toBe(redirect);
    const text = new Response("INVALID_OTP", { status: 400 });
    expect(await localiseAuthError(text, "fr")).toBe(text);
  });

  it("passes a JSON error that does not parse through unchanged", async () => {
    const broken = new Response("{not json", {
      status: 500,
      headers: { "content-type": "application/json" },
    });
    const response = await localiseAuthError(broken, "fr");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("{not json");
  });
});
