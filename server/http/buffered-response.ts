import { promisify } from "node:util";
import { brotliCompress, constants, deflate, gzip } from "node:zlib";
import Negotiator from "negotiator";

// Yoga's JSON answer is one whole document but comes as a stream-backed Response, which
// hono/compress and @hono/node-server copied chunk by chunk: a quarter of a signed-in page's
// CPU. Read whole, compressed in one call and sent with its length, it leaves in one write
// (docs/decisions/061).

/** Smaller answers are sent as they are, as hono/compress does for the other routes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const ENCODINGS = ["br", "gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];

const [brotliAsync, gzipAsync, deflateAsync] = [
  promisify(brotliCompress),
  promisify(gzip),
  promisify(deflate),
];
export const compressors: Record<Encoding, (input: Uint8Array) => Promise<Buffer>> = {
  // Quality 5 of 11: close to the best ratio for JSON at a small fraction of the default's CPU.
  br: (input) =>
    brotliAsync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  gzip: (input) => gzipAsync(input),
  deflate: (input) => deflateAsync(input),
};

// negotiator 1.x takes `preferred` (ours break the client's ties); its types are 0.6's.
type EncodingNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

/** The encoding the client prefers among `available` (its q-values decide), or none. */
export function chooseEncoding<Choice extends Encoding>(
  acceptEncoding: string | null,
  available: readonly Choice[],
): Choice | undefined {
  if (!acceptEncoding) return undefined;
  const negotiator = new Negotiator({
    headers: { "accept-encoding": acceptEncoding },
  }) as unknown as EncodingNegotiator;
  const choice = negotiator.encoding([...available, "identity"], { preferred: [...available] });
  return available.find((encoding) => encoding === choice);
}

/** What a whole JSON answer is sent as; anything else (multipart, event streams) passes. */
const WHOLE_ANSWER = /^application\/(?:graphql-response\+)?json\b/i;
/** Framing that belongs to the stream yoga would have sent, not to a body with a length. */
const STREAM_HEADERS = ["transfer-encoding", "connection", "keep-alive", "content-encoding"];

/** `response` read whole: compressed when asked, with `Content-Length` and `Vary` set. */
export async function bufferedResponse(
  response: Response,
  acceptEncoding: string | null,
): Promise<Response> {
  if (!WHOLE_ANSWER.test(response.headers.get("content-type") ?? "")) return response;
  const headers = new Headers(response.headers);
  for (const name of STREAM_HEADERS) headers.delete(name);
  const vary = (headers.get("vary") ?? "").split(",").map((token) => token.trim().toLowerCase());
  if (!vary.includes("*") && !vary.includes("accept-encoding")) {
    headers.append("vary", "Accept-Encoding");
  }
  const init = { status: response.status, statusText: response.statusText, headers };
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  if (body.length === 0) return new Response(null, init);
  const encoding =
    body.length >= COMPRESS_THRESHOLD_BYTES ? chooseEncoding(acceptEncoding, ENCODINGS) : undefined;
  if (encoding) {
    body = await compressors[encoding](body);
    headers.set("content-encoding", encoding);
  }
  headers.set("content-length", String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, init);
}
