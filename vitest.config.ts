import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Web logic runs through the app's own Vite config (Relay transform, root web/).
        extends: "./vite.config.ts",
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "node",
          // Files share loaded packages (React, Relay, react-intl per file: 52 CPU-s, not 15–20);
          // the app's own modules load fresh per file, via the setup file (docs/decisions/028).
          isolate: false,
          setupFiles: [fromRoot("./tests/setup/reset-modules.ts")],
          // Catches a hang, not slowness (a busy machine renders slowly): see the setup file.
          testTimeout: 120_000,
        },
      },
      {
        // The build's route weights, the dependency rule and the rules shared by server and web.
        test: {
          name: "build",
          root: fromRoot("."),
          include: ["{tests/build,vite,scripts,shared,generators}/**/*.test.ts"],
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
          // Workers: `--maxWorkers` on the command line (a project's own would beat CI's 2×).
          // Files share loaded modules (loading the server per file was half the suite's CPU);
          // each builds its own app on its own database copy (docs/decisions/028).
          isolate: false,
          // Timeouts catch a hang, not slowness: at load 25 on 2 cores an app took 60 s to start.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
