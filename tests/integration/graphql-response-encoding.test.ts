import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD_BYTES } from "../../server/http/buffered-response.ts";
import { BASE_URL, createTestApp, type TestApp } from "../setup/test-app.ts";

// GraphQL answers leave whole: compressed as the client's Accept-Encoding asks (br, gzip or
// deflate, q-values honoured), with the length of what is sent, and `Vary: Accept-Encoding`, so a
// cache never hands a compressed answer to a client that did not ask for one.

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn("admin@example.com");
});
afterAll(() => app?.close());

const PAGE = `query EncodingPage { repositories(first: 20) {
  totalCount edges { node { id name link description } } } }`;

async function post(query: string, acceptEncoding?: string, accept?: string) {
  const response = await app.request("/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(accept === undefined ? {} : { accept }),
      origin: BASE_URL,
      cookie,
      ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
    },
    body: JSON.stringify({ query }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

function decoded(encoding: string | null, bytes: Buffer): string {
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  if (encoding === "gzip") return gunzipSync(bytes).toString();
  if (encoding === "deflate") return inflateSync(bytes).toString();
  return bytes.toString();
}

describe("GraphQL answers", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.4, br;q=0.2", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["deflate", "deflate"],
    ["zstd", null],
    ["identity", null],
    ["gzip;q=0.5, identity", null],
    [undefined, null],
  ])("Accept-Encoding %s: sent %s, with its exact length", async (accept, expected) => {
    const plain = await post(PAGE, "identity");
    expect(plain.bytes.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD_BYTES);
    const { response, bytes } = await post(PAGE, accept);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(expected);
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    const json = JSON.parse(decoded(expected, bytes)) as { data?: unknown };
    expect(json.data).toEqual((JSON.parse(plain.bytes.toString()) as { data?: unknown }).data);
    if (expected) expect(bytes.length).toBeLessThan(plain.bytes.length / 2);
  });

  it("sends a small answer as it is, even to a client that accepts compression", async () => {
    const { response, bytes } = await post("{ __typename }", "gzip, br");
    expect(bytes.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect((JSON.parse(bytes.toString()) as { data?: unknown }).data).toEqual({
      __typename: "Query",
    });
  });

  it.each(["multipart/mixed", "text/event-stream"])(
    "passes a %s answer through as yoga framed it: never a length beside chunked encoding",
    async (accept) => {
      const { response, bytes } = await post(PAGE, "gzip, br", accept);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain(accept);
      expect(response.headers.get("content-encoding") ?? "none").toBe("none");
      const length = response.headers.get("content-length");
      if (length !== null) {
        expect(response.headers.get("transfer-encoding")).toBeNull();
        expect(length).toBe(String(bytes.length));
      }
      expect(bytes.toString()).toContain("totalCount");
    },
  );

  it("keeps an error answer's status and body", async () => {
    // One "Cannot query field" error per unknown field: over the threshold.
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `nope${i}`).join(" ")} }`;
    const plain = await post(query, "identity");
    const { response, bytes } = await post(query, "gzip");
    expect(plain.bytes.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD_BYTES);
    expect(response.status).toBe(plain.response.status);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(decoded("gzip", bytes))).toEqual(JSON.parse(plain.bytes.toString()));
  });
});
