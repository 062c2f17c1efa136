import { describe, expect, it, vi } from "vitest";
import {
  isUnreachable,
  retryDelayMs,
  TransientFetchError,
  UnreachableError,
  withRetries,
} from "./retry";

const noSleep = vi.fn(async () => {});

describe("retryDelayMs", () => {
  it("starts at 1 s, doubles and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe("withRetries", () => {
  it("retries transient failures, waiting the back-off between attempts", async () => {
    const sleep = vi.fn(async () => {});
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new TransientFetchError("503"))
      .mockResolvedValue("ok");
    await expect(withRetries(attempt, { retries: 3, sleep: sleep })).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map((call) => (call as unknown[])[0])).toEqual([1000, 2000]);
  });

  it("gives up after the allowed retries", async () => {
    const attempt = vi.fn(async () => {
      throw new TransientFetchError("502");
    });
    await expect(withRetries(attempt, { retries: 3, sleep: noSleep })).rejects.toThrow("502");
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it("never retries a non-transient error or with zero retries (mutations)", async () => {
    const attempt = vi.fn(async () => {
      throw new Error("bad answer");
    });
    await expect(withRetries(attempt, { retries: 3, sleep: noSleep })).rejects.toThrow();
    expect(attempt).toHaveBeenCalledTimes(1);
    const transient = vi.fn(async () => {
      throw new TypeError("offline");
    });
    await expect(withRetries(transient, { retries: 0, sleep: noSleep })).rejects.toThrow();
    expect(transient).toHaveBeenCalledTimes(1);
  });
});

describe("isUnreachable", () => {
  it("is a request without an answer, not a bug that happens to be a TypeError", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
    ]) {
      expect(isUnreachable(new TypeError(message))).toBe(true);
    }
    expect(isUnreachable(new UnreachableError("q: Failed to fetch"))).toBe(true);
    expect(isUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isUnreachable(new TransientFetchError("q failed: 502"))).toBe(false);
    expect(isUnreachable("Failed to fetch")).toBe(false);
  });
});
