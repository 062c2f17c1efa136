import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/setup/webhook-receiver.ts";
import type { WebhookLookup } from "./address-guard.ts";
import { postWebhook, utf8Excerpt } from "./delivery-agent.ts";

// The guard again at connect time (docs/decisions/107): the address undici connects to comes
// from the guarded lookup, so a name that resolves elsewhere between the check and the
// connection (DNS rebinding) reaches nothing.

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

let tick = 0;
const post = (url: string, lookup: WebhookLookup, allowPrivate: boolean) =>
  postWebhook({
    url,
    body: "{}",
    headers: {},
    allowPrivate,
    lookup,
    signal: new AbortController().signal,
    now: () => (tick += 5),
  });

describe("delivery at connect time", () => {
  it("connects to the address the guarded lookup gives", async () => {
    const lookup: WebhookLookup = async () => [{ address: "127.0.0.1", family: 4 }];
    const before = receiver.received.length;
    const result = await post(`http://receiver.test:${receiver.port}/hook`, lookup, true);
    expect(result).toMatchObject({ ok: true, responseStatus: 200, error: null });
    expect(result.durationMs).toBe(5);
    expect(receiver.received.length).toBe(before + 1);
  });

  it("refuses a name that resolves to a private address only at connect time (rebinding)", async () => {
    let calls = 0;
    // Public when checked, loopback when undici connects.
    const rebinding: WebhookLookup = async () =>
      calls++ === 0
        ? [{ address: "93.184.215.14", family: 4 }]
        : [{ address: "127.0.0.1", family: 4 }];
    const before = receiver.received.length;
    const result = await post(`http://rebind.test:${receiver.port}/hook`, rebinding, false);
    expect(calls).toBe(2);
    expect(result).toMatchObject({ ok: false, error: "ADDRESS_BLOCKED", responseStatus: null });
    expect(receiver.received.length).toBe(before);
  });

  it("refuses private addresses before connecting, and names an unreachable host", async () => {
    const loopback: WebhookLookup = async () => [{ address: "127.0.0.1", family: 4 }];
    expect(await post(`http://127.0.0.1:${receiver.port}/`, loopback, false)).toMatchObject({
      error: "ADDRESS_BLOCKED",
    });
    expect(await post(`http://local.test:${receiver.port}/`, loopback, false)).toMatchObject({
      error: "ADDRESS_BLOCKED",
    });
    const none: WebhookLookup = () => Promise.reject(new Error("ENOTFOUND"));
    expect(await post("http://gone.test/", none, true)).toMatchObject({
      error: "CONNECTION_FAILED",
    });
  });
});

describe("the answer's excerpt", () => {
  it("keeps 4096 bytes at most, never half a character", () => {
    expect(utf8Excerpt(Buffer.from("short"))).toBe("short");
    expect(utf8Excerpt(Buffer.from(`${"a".repeat(4095)}é`))).toBe("a".repeat(4095));
    expect(utf8Excerpt(Buffer.from(`${"a".repeat(4094)}😀`))).toBe("a".repeat(4094));
    expect(utf8Excerpt(Buffer.from("é".repeat(3000)))).toBe("é".repeat(2048));
  });
});
