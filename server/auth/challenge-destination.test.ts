import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { locationOf, redirectOf } from "./challenge-destination.ts";

const BASE = "http://localhost:3000";

describe("the challenge's destination", () => {
  it("is the web's redirect, or the page on our origin", () => {
    expect(redirectOf("/login?redirect=%2Fapp%3Fx%3D1", BASE)).toBe("/app?x=1");
    expect(redirectOf("http://localhost:3000/app/repositories?via=mfa", BASE)).toBe(
      "/app/repositories?via=mfa",
    );
    expect(redirectOf("https://elsewhere.example/app", BASE)).toBeUndefined();
  });

  it("is none for a Location no URL parses, instead of throwing (a 500 after the sign-in)", () => {
    for (const location of ["http://[", "//[x", "http://a b/", "https://:80"]) {
      expect(redirectOf(location, BASE)).toBeUndefined();
    }
  });

  it("is read from the redirect better-auth threw, only", () => {
    const redirect = new APIError("FOUND", undefined, new Headers({ location: "/app" }));
    expect(locationOf(redirect)).toBe("/app");
    expect(locationOf({ headers: { location: "/app" } })).toBeUndefined();
  });
});
