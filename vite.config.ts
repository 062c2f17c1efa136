import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import {
  appContentSecurityPolicy,
  baseSecurityHeaders,
  hashSource,
} from "./server/http/security-headers.ts";
import { bootScript } from "./vite/boot-script.ts";
import { relayPlugin } from "./vite/relay-plugin.ts";
import { routeTablePlugin } from "./vite/route-table.ts";
import { webCataloguesPlugin } from "./vite/web-catalogues.ts";

// Absolute paths: the server also loads this file (Vite middleware mode) from its own cwd.
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
// Libraries in chunks of their own: they change less often than our code, so they stay
// cached across deploys. React is on every page; Relay only on signed-in ones
// (docs/decisions/051).
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const RELAY = /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/;

export default defineConfig(async (): Promise<UserConfig> => {
  const boot = await bootScript();
  return {
    root: fromRoot("./web"),
    // index.html's %BOOT_SCRIPT%: Vite's HTML env replacement reads `import.meta.env.*` defines.
    define: { "import.meta.env.BOOT_SCRIPT": JSON.stringify(boot) },
    resolve: {
      // react-relay's main entry also exports the legacy container API (QueryRenderer,
      // createFragmentContainer…), CommonJS that no bundler can drop: ~7 kB gzip on every
      // signed-in page. Its `hooks` entry has everything this app imports (docs/decisions/027).
      alias: [{ find: /^react-relay$/, replacement: "react-relay/hooks" }],
    },
    server: {
      // `npm run dev`: what Vite serves gets the server's security headers and policy, so a
      // change that breaks the policy breaks in development first (docs/decisions/022). The
      // page's inline scripts are the boot script and React's refresh preamble.
      headers: {
        ...baseSecurityHeaders({ https: false }),
        "Content-Security-Policy": appContentSecurityPolicy({
          scriptHashes: [hashSource(boot), hashSource(react.preambleCode.replace("__BASE__", "/"))],
        }),
      },
    },
    build: {
      outDir: fromRoot("./dist/web"),
      emptyOutDir: true,
      // Every browser Groundwork supports has <link rel="modulepreload">.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Rolldown's own splitting (a chunk per lazy route module and per set of them sharing
          // code), plus: the libraries above, and everything the entry loads before any route
          // (the `$initial` tag) in one shell chunk instead of a dozen small ones.
          codeSplitting: {
            groups: [
              { name: "react", test: REACT, priority: 2 },
              { name: "relay", test: RELAY, priority: 2 },
              { name: "shell", tags: ["$initial"], priority: 1 },
            ],
          },
        },
      },
    },
    plugins: [
      relayPlugin(),
      webCataloguesPlugin(),
      react(),
      tailwindcss(),
      routeTablePlugin(fromRoot("./web/router.tsx")),
      // Brotli and gzip files beside each text asset, served as they are (server/http/
      // static-files.ts): brotli sends ~13 % fewer bytes than gzip, and no request pays to
      // compress (docs/decisions/051).
      compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|html|svg|json)$/ }),
    ],
  };
});
