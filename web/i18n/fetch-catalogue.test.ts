import { describe, expect, it, vi } from "vitest";
import { catalogueRetryDelayMs, fetchCatalogue } from "./fetch-catalogue";

const noSleep = async () => {};
const answer = (status: number) => async () => new Response("", { status });

describe("fetchCatalogue retries", () => {
  it("retries 5 times, first after 350 ms, doubling (docs/product.md §Constants)", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fetch = vi.fn(answer(503));
    await expect(fetchCatalogue("/fr.json", { fetch, sleep })).rejects.toThrow("503");
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(catalogueRetryDelayMs(1)).toBe(350);
  });

  it("retries a dropped connection", async () => {
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(Response.json({}));
    await expect(fetchCatalogue("/fr.json", { fetch, sleep: noSleep })).resolves.toEqual({});
    expect(fetch).toHaveBeenCalledTimes(2);
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
