import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import type { Plugin } from "vite";

// index.html's inline boot script (theme and language before the first paint) is built from
// web/boot.ts, which imports the same modules main.tsx runs (shared/i18n, shared/theme),
// rather than copied by hand (docs/decisions/029). The server allows the script by the
// sha256 of what it finds in the built index.html (docs/decisions/022), so the hash
// follows whatever this produces.

const ENTRY = fileURLToPath(new URL("../web/boot.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Where index.html asks for the script. */
export const BOOT_SCRIPT_PLACEHOLDER = "<!-- boot-script -->";

/** The boot script's text: web/boot.ts and its imports as one minified classic script. */
export async function bootScript(): Promise<string> {
  const { output } = await build({
    input: ENTRY,
    cwd: ROOT,
    platform: "browser",
    write: false,
    logLevel: "warn",
    output: { format: "iife", minify: true },
  });
  const [chunk] = output;
  if (output.length !== 1 || chunk.type !== "chunk") {
    throw new Error("web/boot.ts must build to one script with no imports");
  }
  return chunk.code.trim();
}

/** index.html with `script` in place of the placeholder. */
export function insertBootScript(html: string, script: string): string {
  if (!html.includes(BOOT_SCRIPT_PLACEHOLDER)) {
    throw new Error(`index.html has no ${BOOT_SCRIPT_PLACEHOLDER} for the boot script`);
  }
  return html.replace(BOOT_SCRIPT_PLACEHOLDER, () => `<script>${script}</script>`);
}

/** index.html as the build writes it, boot script included. */
export async function withBootScript(html: string): Promise<string> {
  return insertBootScript(html, await bootScript());
}

/**
 * Writes the boot script into index.html, in the build and in `npm run dev` (where the
 * security-headers plugin hashes the page as transformed, so the policy allows it too).
 * Built once per build; in development on every page load, so edits apply on reload.
 */
export function bootScriptPlugin(): Plugin {
  let built: Promise<string> | undefined;
  return {
    name: "groundwork:boot-script",
    transformIndexHtml: {
      order: "pre",
      async handler(html, context) {
        const script = context.server ? bootScript() : (built ??= bootScript());
        return insertBootScript(html, await script);
      },
    },
  };
}
