import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";
import {
  appContentSecurityPolicy,
  baseSecurityHeaders,
  inlineScriptHashes,
} from "../server/http/security-headers.ts";

/**
 * `npm run dev`: Vite serves the page and its modules, so the server's middleware never sees
 * them. The same headers and the same policy apply here, so a change that breaks the policy
 * breaks in development first (docs/decisions/022). Vite adds two things the policy allows
 * deliberately, and only here: the React refresh preamble, an inline module script allowed
 * by its hash (computed from the page as Vite transforms it, like the boot script's), and
 * the HMR WebSocket on the page's own host.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    name: "groundwork:security-headers",
    apply: "serve",
    configureServer(server) {
      const headers = baseSecurityHeaders({ https: false });
      let policy = appContentSecurityPolicy();
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        const isPage = /text\/html/.test(request.headers.accept ?? "");
        if (!isPage) {
          response.setHeader("Content-Security-Policy", policy);
          return next();
        }
        const file = join(server.config.root, "index.html");
        readFile(file, "utf8")
          .then((html) => server.transformIndexHtml(request.url ?? "/", html))
          .then((html) => {
            policy = appContentSecurityPolicy({
              scriptHashes: inlineScriptHashes(html),
              connectSources: request.headers.host ? [`ws://${request.headers.host}`] : [],
            });
            response.setHeader("Content-Security-Policy", policy);
            next();
          })
          .catch(next);
      });
    },
  };
}
