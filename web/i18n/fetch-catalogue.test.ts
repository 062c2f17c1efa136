import { describe, expect, it, vi } from "vitest";
import {
  catalogueRetryDelayMs,
  fetchCatalogue,
  limitConcurrency,
  TransientReadError,
  withCatalogueRetries,
} from "./fetch-catalogue";

const noSleep = async () => {};

describe("withCatalogueRetries", () => {
  it("retries 5 times, first after 350 ms, doubling (docs/product.md §Constants)", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const read = vi.fn(async () => {
      throw new TransientReadError("503");
    });
    await expect(withCatalogueRetries(read, sleep)).rejects.toThrow("503");
    expect(read).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(catalogueRetryDelayMs(1)).toBe(350);
  });

  it("stops retrying once a read succeeds", async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue("ok");
    await expect(withCatalogueRetries(read, noSleep)).resolves.toBe("ok");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not retry a permanent failure", async () => {
    const read = vi.fn(async () => {
      throw new Error("404");
    });
    await expect(withCatalogueRetries(read, noSleep)).rejects.toThrow("404");
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("limitConcurrency", () => {
  it("runs at most the limit at once, the rest in order, even after a failure", async () => {
    const run = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
      if (index === 1) throw new Error("failed");
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((index) => run(task(index))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
  });
});

describe("fetchCatalogue", () => {
  it("retries server errors and returns the messages", async () => {
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(new Response("", { status: 502 }))
      .mockResolvedValue(Response.json({ "a.b": "c" }));
    await expect(fetchCatalogue("/fr.json", { fetch, sleep: noSleep })).resolves.toEqual({
      "a.b": "c",
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("fails at once on a missing file or a body that is not a catalogue", async () => {
    const missing = vi.fn(async () => new Response("", { status: 404 }));
    await expect(fetchCatalogue("/xx.json", { fetch: missing, sleep: noSleep })).rejects.toThrow(
      "404",
    );
    expect(missing).toHaveBeenCalledTimes(1);
    const list = vi.fn(async () => Response.json(["a"]));
    await expect(fetchCatalogue("/xx.json", { fetch: list, sleep: noSleep })).rejects.toThrow(
      "not a message catalogue",
    );
  });
});
