import { existsSync, readFileSync } from "node:fs";
import { fromProjectRoot } from "../paths.ts";

// The third-party API guide (docs/api.md), linked from the playground and the manager's
// "API documentation" entry. Served as the Markdown it is, read once at start; the release
// ships it (scripts/build-production.sh).

export const API_DOCS_PATH = "/docs/api";

export function createApiDocs(): () => Response {
  const file = fromProjectRoot("docs", "api.md");
  const text = existsSync(file) ? readFileSync(file, "utf8") : null;
  return () =>
    text === null
      ? new Response("Not found", { status: 404 })
      : new Response(text, {
          headers: {
            "content-type": "text/plain; charset=utf-8",
            "cache-control": "public, max-age=300",
          },
        });
}
