import { describe, expect, it } from "vitest";
import { describeSendError } from "../email/mail-job.ts";
import { sealKey, SealError, seal, unseal } from "./seal.ts";

const key = sealKey("a-secret-that-is-long-enough-for-better-auth-0123456789", "mailJob");
const content = { to: "owner@example.com", code: "K7Q2ZP" };

describe("sealed mail payloads", () => {
  it("opens with the same secret and bound fields, and shows nothing in clear", () => {
    const sealed = seal(key, content, "loginCode|en|2030-01-01T00:00:00.000Z");
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain("owner");
    expect(sealed).not.toContain("K7Q2ZP");
    expect(unseal(key, sealed, "loginCode|en|2030-01-01T00:00:00.000Z")).toEqual(content);
  });

  it("refuses another AUTH_SECRET, other clear fields and altered bytes", () => {
    const sealed = seal(key, content, "loginCode|en|x");
    const other = sealKey("another-secret-that-is-long-enough-for-better-auth-012345", "mailJob");
    expect(() => unseal(other, sealed, "loginCode|en|x")).toThrow(SealError);
    expect(() => unseal(key, sealed, "noAccount|en|x")).toThrow(SealError);
    // One character of the tag changed for certain (its last but one: the last may carry only
    // padding bits). It read the last one to choose, and failed once in 64 runs.
    const at = sealed.length - 2;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    expect(() => unseal(key, flipped, "loginCode|en|x")).toThrow(SealError);
    expect(() => unseal(key, "v2.abc", "loginCode|en|x")).toThrow(SealError);
  });

  it("keeps each purpose's key apart: a webhook secret's key opens no mail", () => {
    const sealed = seal(key, content, "b");
    const webhookKey = sealKey(
      "a-secret-that-is-long-enough-for-better-auth-0123456789",
      "webhookSecret",
    );
    expect(() => unseal(webhookKey, sealed, "b")).toThrow(SealError);
  });

  it("seals the same content differently each time (a fresh IV)", () => {
    expect(seal(key, content, "b")).not.toBe(seal(key, content, "b"));
  });
});

describe("describeSendError", () => {
  it("keeps the server's words but not the recipient nor any other address", () => {
    const error = Object.assign(
      new Error("Can't send mail: 451 <Owner@Example.com> unavailable, try bob@example.org"),
      { code: "EENVELOPE", responseCode: 451 },
    );
    const words = describeSendError(error, "owner@example.com");
    expect(words).toBe(
      "Error EENVELOPE 451 Can't send mail: 451 <[recipient]> unavailable, try [address]",
    );
  });
});
