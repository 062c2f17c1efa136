import { describe, expect, it } from "vitest";
import fr from "../../locales/fr.json" with { type: "json" };
import { localiseAuthError } from "./error-language.ts";

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

  it("gives better-auth's code-less 429 the code TOO_MANY_REQUESTS", async () => {
    const response = await localiseAuthError(json({ message: "Too many requests." }, 429), "fr");
    expect(await response.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: fr["auth.errorCodes.TOO_MANY_REQUESTS"],
    });
  });

  it("keeps a VALIDATION message: it names the field's rule, already translated", async () => {
    const body = { code: "VALIDATION", field: "name", message: "Le nom doit…" };
    expect(await (await localiseAuthError(json(body, 400), "fr")).json()).toEqual(body);
  });

  it("keeps the English message of a code it has no message for", async () => {
    const body = { code: "SOMETHING_NEW", message: "Something new happened" };
    const response = await localiseAuthError(json(body, 400), "fr");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(body);
  });

  it("never touches successes or redirects", async () => {
    const success = json({ code: "INVALID_OTP", message: "kept" }, 200);
    expect(await localiseAuthError(success, "fr")).toBe(success);
    const redirect = new Response(null, { status: 302, headers: { location: "/login" } });
    expect(await localiseAuthError(redirect, "fr")).toBe(redirect);
  });

  it("gives a failure without a code, or without JSON, the code of its status", async () => {
    const cases: [Response, string][] = [
      [new Response("INVALID_OTP", { status: 400 }), "BAD_REQUEST"],
      [
        new Response(null, { status: 401, headers: { "set-cookie": "a=; Max-Age=0" } }),
        "UNAUTHORIZED",
      ],
      [json({ message: "Invalid callbackURL: expected a string" }, 400), "BAD_REQUEST"],
      [json({ message: "You are not allowed" }, 403), "FORBIDDEN"],
      [new Response("Not Found", { status: 404 }), "NOT_FOUND"],
      [
        new Response("{not json", { status: 500, headers: { "content-type": "application/json" } }),
        "INTERNAL_SERVER_ERROR",
      ],
    ];
    for (const [original, code] of cases) {
      const response = await localiseAuthError(original, "fr");
      expect(response.status).toBe(original.status);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toEqual({
        code,
        message: fr[`auth.errorCodes.${code}` as keyof typeof fr],
      });
    }
    const withCookie = await localiseAuthError(
      new Response(null, { status: 401, headers: { "set-cookie": "a=; Max-Age=0" } }),
      "fr",
    );
    expect(withCookie.headers.getSetCookie()).toEqual(["a=; Max-Age=0"]);
  });
});
