import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { hashSource, securityHeaderValues } from "./server/http/security-headers.ts";
import { bootScript } from "./vite/boot-script.ts";
import { relayPlugin } from "./vite/relay-plugin.ts";
import { routeTablePlugin } from "./vite/route-table.ts";
import { webCataloguesPlugin } from "./vite/web-catalogues.ts";

// Absolute paths: the server also loads this file (Vite middleware mode) from its own cwd.
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
// Libraries in chunks of their own, cached across deploys (docs/decisions/051).
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The Select primitive (and its icon) with the sign-in screens' language and theme selects:
// shared with the organization dialogs, it became a chunk of its own, 0.3 kB more on /login
// (docs/decisions/120). Only these: what they import stays where Rolldown puts it (the icons'
// core, for one, is on every page).
const SELECTS =
  /[\\/](components[\\/](ui[\\/]select|theme-select|language-select)\.tsx|icons[\\/]chevron-down\.mjs)$/;
const RELAY = /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/;

export default defineConfig(async (): Promise<UserConfig> => {
  const boot = await bootScript();
  return {
    root: fromRoot("./web"),
    // index.html's %BOOT_SCRIPT%: Vite's HTML env replacement reads `import.meta.env.*` defines.
    define: { "import.meta.env.BOOT_SCRIPT": JSON.stringify(boot) },
    resolve: {
      // react-relay's main entry adds the legacy container API, CommonJS no bundler drops:
      // ~7 kB gzip per signed-in page. `hooks` has all this app uses (docs/decisions/027).
      alias: [{ find: /^react-relay$/, replacement: "react-relay/hooks" }],
    },
    server: {
      // `npm run dev` gets the server's headers and policy, so a break shows in development
      // first (docs/decisions/022); inline: the boot script and React's refresh preamble.
      headers: await securityHeaderValues({
        https: false,
        scriptHashes: [hashSource(boot), hashSource(react.preambleCode.replace("__BASE__", "/"))],
      }),
    },
    build: {
      outDir: fromRoot("./dist/web"),
      emptyOutDir: true,
      // Every browser Groundwork supports has <link rel="modulepreload">.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Rolldown's own splitting, plus the libraries above, one shell chunk for
          // everything the entry loads before any route (`$initial`) and the selects.
          codeSplitting: {
            groups: [
              { name: "react", test: REACT, priority: 2 },
              { name: "relay", test: RELAY, priority: 2 },
              { name: "shell", tags: ["$initial"], priority: 1 },
              { name: "theme-select", test: SELECTS, includeDependenciesRecursively: false },
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
      // Brotli and gzip beside each asset, served as they are: brotli is ~13 % smaller (051).
      compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|html|svg|json)$/ }),
    ],
  };
});
