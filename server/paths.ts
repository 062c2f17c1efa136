import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Files the server reads at run time (locales, migrations, the persisted operations, the built
// web app) live at the project root. The server runs from `server/` (tsx) and from
// `dist/server/` (the production build), so paths relative to a module would differ by one
// level; the nearest folder holding package.json and locales/ is the root in both
// (docs/decisions/026-*). dist/ has a package.json of its own (the `#shared` alias), no locales.

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "locales"))) return dir;
    if (dirname(dir) === dir) {
      throw new Error(`No package.json above ${from}: the server must run inside the project.`);
    }
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** An absolute path from project-root-relative segments. */
export function fromProjectRoot(...segments: string[]): string {
  return join(projectRoot, ...segments);
}
