import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { relayPlugin } from "./vite/relay-plugin.ts";
import { sizeReportPlugin } from "./vite/size-report.ts";
import { webCataloguesPlugin } from "./vite/web-catalogues.ts";
import { securityHeadersPlugin } from "./vite/security-headers-plugin.ts";

// Absolute paths: the server also loads this file (Vite middleware mode) from its own cwd.
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Every browser Groundwork supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across
        // deploys. React is on every page; Relay only on signed-in ones. Other libraries
        // are grouped by the set of routes that use them (`entriesAware`), so a page never
        // downloads a library only another page needs (docs/decisions/027).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: "relay",
              test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/,
              priority: 2,
            },
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
    react(),
    tailwindcss(),
    sizeReportPlugin(fromRoot("./web/router.tsx")),
    // `npm run dev` only: the server's security headers and policy on what Vite serves.
    securityHeadersPlugin(),
  ],
});
