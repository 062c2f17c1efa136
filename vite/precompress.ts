import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

// Built assets are compressed once, at the highest levels, next to the originals
// (`x.js.br`, `x.js.gz`); the server sends them as they are (serveStatic `precompressed`,
// server/app.ts) instead of gzipping every answer. Brotli at level 11 is ~14% smaller than
// gzip on the app's JavaScript; browsers ask for it on https and on localhost
// (docs/decisions/027). Smaller files gain nothing (hono/compress's threshold too).

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompressed(content: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Writes `.br` and `.gz` beside each compressible asset of a written build. */
export function precompressPlugin(): Plugin {
  return {
    name: "groundwork:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.values(bundle).flatMap((item) => {
        const content = item.type === "chunk" ? item.code : item.source;
        if (!COMPRESSIBLE.test(item.fileName)) return [];
        const bytes = typeof content === "string" ? Buffer.from(content) : content;
        return bytes.byteLength < MIN_BYTES ? [] : [{ fileName: item.fileName, bytes }];
      });
      await Promise.all(
        files.map(async ({ fileName, bytes }) => {
          const { br, gz } = await precompressed(bytes);
          const path = join(dir, fileName);
          if (br.byteLength < bytes.byteLength) await writeFile(`${path}.br`, br);
          if (gz.byteLength < bytes.byteLength) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
