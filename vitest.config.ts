import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Web logic runs through the app's own Vite config (Relay transform, root web/).
        extends: "./vite.config.ts",
        test: { name: "web", include: ["web/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        // The build and the repository's rules: each route's weight (vite/web-budgets.ts), the
        // dependency rule (scripts/), the rules shared by server and web (shared/).
        test: {
          name: "build",
          root: fromRoot("."),
          include: ["vite/**/*.test.ts", "scripts/**/*.test.ts", "shared/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        resolve: {
          // graphql ships CJS and ESM builds; under vitest both load and graphql refuses
          // objects from "another module or realm". One entry for everyone.
          alias: { graphql: fromRoot("./node_modules/graphql/index.js") },
        },
        test: {
          name: "server",
          root: fromRoot("."),
          include: ["server/**/*.test.ts", "prisma/**/*.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/setup/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
