import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { relayPlugin } from "./vite/relay-plugin.ts";

// Absolute paths: the server also loads this file (Vite middleware mode) from its own cwd.
const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across
        // deploys, and each stays under Vite's 500 kB warning.
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
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
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
    react(),
    tailwindcss(),
  ],
});
