import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Files the server reads at run time (locales, migrations, the persisted operations, the built
// web app) live at the project root. The server runs from `server/` (tsx) and from
// `dist/server/` (the production build, whose dist/ holds no locales/), so the root is the
// first folder one or two levels up that holds locales/ (docs/decisions/026-*).
const here = dirname(fileURLToPath(import.meta.url));
const root = [join(here, ".."), join(here, "..", "..")].find((dir) =>
  existsSync(join(dir, "locales")),
);
if (!root) throw new Error(`No locales/ above ${here}: the server must run inside the project.`);

/** An absolute path from project-root-relative segments. */
export const fromProjectRoot = (...segments: string[]): string => join(root, ...segments);
