import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { transformAsync } from "@babel/core";
import { normalizePath, type Plugin } from "vite";

const require = createRequire(import.meta.url);
// The one Relay configuration, which relay-compiler reads too. Its paths are relative to the
// project root: resolved here, so the transform does not depend on the process's cwd.
const config = require("../relay.config.js") as { src: string; artifactDirectory: string };
const fromRoot = (relative: string) =>
  fileURLToPath(new URL(relative, new URL("..", import.meta.url)));
const sourceDirectory = `${normalizePath(fromRoot(config.src))}/`;
const babelOptions = { ...config, artifactDirectory: fromRoot(config.artifactDirectory) };
// Passed to Babel as a resolved path so the plugin needs no type declarations.
const babelPluginRelay = require.resolve("babel-plugin-relay");
const relayCompiler = require.resolve("relay-compiler/cli.js");

/**
 * Replaces graphql`…` tags by imports of the generated artifacts: babel-plugin-relay on the
 * files with a tag, before the TS/JSX transform (@vitejs/plugin-react 6 runs no Babel, 051).
 */
export function relayPlugin(): Plugin {
  return {
    name: "groundwork:relay",
    enforce: "pre",
    // `npm run dev`: relay-compiler's own --watch needs Watchman, which these machines lack,
    // so the dev server re-runs the compiler when a source file changes.
    configureServer(server) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const compile = (file: string) => {
        const path = normalizePath(file);
        if (!path.startsWith(sourceDirectory) || path.includes("/__generated__/")) return;
        if (!/\.tsx?$/.test(path)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          execFile(
            process.execPath,
            [relayCompiler],
            { cwd: fromRoot(".") },
            (error, stdout, stderr) => {
              if (error) server.config.logger.error(`[relay] ${stderr || stdout || error.message}`);
            },
          );
        }, 100);
      };
      server.watcher.on("change", compile).on("add", compile).on("unlink", compile);
    },
    transform: {
      filter: {
        id: { include: /\.tsx?$/, exclude: /\/(node_modules|__generated__)\// },
        code: "graphql`",
      },
      async handler(code, id) {
        if (!id.startsWith(sourceDirectory)) return null;
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: id.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
          plugins: [[babelPluginRelay, babelOptions]],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
