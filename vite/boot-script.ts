import { fileURLToPath } from "node:url";
import { build } from "rolldown";

// index.html's inline boot script (theme and language before the first paint), built from
// web/boot.ts, the same modules main.tsx runs (docs/decisions/029); allowed by hash (022).

const ENTRY = fileURLToPath(new URL("../web/boot.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Where index.html asks for the script. */
export const BOOT_SCRIPT_PLACEHOLDER = "%BOOT_SCRIPT%";

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

/** index.html as the build writes it, boot script included (for tests that skip the build). */
export async function withBootScript(html: string): Promise<string> {
  const script = await bootScript();
  return html.replace(BOOT_SCRIPT_PLACEHOLDER, () => script);
}
