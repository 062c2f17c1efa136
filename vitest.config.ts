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
          // Files share the worker's loaded packages, as on the server: loading React, Relay
          // and react-intl again per file was most of the project's CPU (52 CPU-s, 15–20
          // without it). The app's own modules are loaded fresh per file (the setup file), so
          // no module-level cache carries one file's mocks or state into the next
          // (docs/decisions/028).
          isolate: false,
          setupFiles: [fromRoot("./tests/setup/reset-modules.ts")],
        },
      },
      {
        // The build and the repository's rules: each route's weight (tests/build/), the
        // dependency rule (scripts/), the rules shared by server and web (shared/).
        test: {
          name: "build",
          root: fromRoot("."),
          include: ["{tests/build,vite,scripts,shared}/**/*.test.ts"],
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
          // As many workers as cores, given on the command line (`--maxWorkers=100%` in
          // package.json's test:server; vitest's default is one fewer): every file is CPU-bound
          // (PGlite runs in the worker). Not set here: a project's own maxWorkers beats the
          // flag, and CI runs the suite again with twice as many workers as cores (.ci/run).
          // Files share a worker's loaded modules (isolate: false): loading the server (Prisma,
          // better-auth, the schema) per file was half the suite's CPU. Each file still builds
          // its own app on its own database copy (on PGlite, an instance an earlier file closed,
          // with the template's rows put back: tests/setup/pglite-pool.ts), and no server
          // module keeps state outside the app it belongs to (docs/decisions/028).
          isolate: false,
          // Timeouts catch a hang, not slowness: twice as many workers as cores, or another job
          // beside the suite, stretch a test several-fold (a file's app took over 60 s to start
          // at load 25 on 2 cores).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
