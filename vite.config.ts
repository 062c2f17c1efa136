import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bootScriptPlugin } from "./vite/boot-script.ts";
import { precompressPlugin } from "./vite/precompress.ts";
import { iconImportsPlugin } from "./vite/icon-imports.ts";
import { relayPlugin } from "./vite/relay-plugin.ts";
import { routeChunks } from "./vite/route-chunks.ts";
import { sizeReportPlugin } from "./vite/size-report.ts";
import { webCataloguesPlugin } from "./vite/web-catalogues.ts";
import { securityHeadersPlugin } from "./vite/security-headers-plugin.ts";

// Absolute paths: the server also loads this file (Vite middleware mode) from its own cwd.
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const ROUTER = fromRoot("./web/router.tsx");
// Libraries in chunks of their own: they change less often than our code, so they stay
// cached across deploys. React is on every page; Relay only on signed-in ones.
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const RELAY = /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/;
const chunksByRoute = routeChunks(ROUTER, (id) => REACT.test(id) || RELAY.test(id));

export default defineConfig({
  root: fromRoot("./web"),
  resolve: {
    // react-relay's main entry also exports the legacy container API (QueryRenderer,
    // createFragmentContainer…), CommonJS that no bundler can drop: ~7 kB gzip on every
    // signed-in page. Its `hooks` entry has everything this app imports (docs/decisions/027).
    alias: [{ find: /^react-relay$/, replacement: "react-relay/hooks" }],
  },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Every browser Groundwork supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Other libraries and our code are grouped by the set of routes whose first load
        // needs them (vite/route-chunks.ts, docs/decisions/027).
        codeSplitting: {
          groups: [
            { name: "react", test: REACT, priority: 2 },
            { name: "relay", test: RELAY, priority: 2 },
            chunksByRoute.group,
          ],
        },
      },
    },
  },
  plugins: [
    // Same artifactDirectory and eagerEsModules as relay.config.js.
    relayPlugin({
      sourceDirectory: fromRoot("./web"),
      artifactDirectory: fromRoot("./web/__generated__"),
      eagerEsModules: true,
      projectRoot: fromRoot("."),
    }),
    webCataloguesPlugin(),
    // Each lucide icon from its own module, so it lands in the chunk of the routes drawing it.
    iconImportsPlugin(),
    // index.html's inline theme and language script, built from web/boot.ts.
    bootScriptPlugin(),
    react(),
    tailwindcss(),
    chunksByRoute.plugin,
    sizeReportPlugin(ROUTER),
    precompressPlugin(),
    // `npm run dev` only: the server's security headers and policy on what Vite serves.
    securityHeadersPlugin(),
  ],
});
