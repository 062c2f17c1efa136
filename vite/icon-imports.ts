import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

// `import { Trash2 } from "lucide-react"` goes through the package's barrel, which imports
// every icon: to the route chunk planner (route-chunks.ts) each icon is then needed by every
// route that draws any icon, and all of them land in one chunk that /login loads too. This
// plugin turns each named import into the icon's own module (`lucide-react/icons/trash`, an
// export the package publishes), so an icon is in the chunk of the routes that draw it
// (docs/decisions/037). Source files keep the documented import style.

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g;

/** Every exported name of the barrel (aliases included) and the icon file it comes from. */
export function iconFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of barrel.matchAll(EXPORT)) {
    for (const name of names.split(",")) {
      const exported = name.trim().split(/\s+as\s+/)[1];
      if (exported) files.set(exported, file);
    }
  }
  return files;
}

/** The source with each barrel import of a known icon replaced by a default import. */
export function rewriteIconImports(code: string, files: Map<string, string>): string {
  return code.replace(IMPORT, (statement, specifiers: string) => {
    const kept: string[] = [];
    const direct: string[] = [];
    for (const specifier of specifiers.split(",").map((part) => part.trim())) {
      if (!specifier) continue;
      const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
      const file = specifier.startsWith("type ") ? undefined : files.get(imported);
      if (file) direct.push(`import ${local} from "lucide-react/icons/${file}";`);
      else kept.push(specifier);
    }
    if (direct.length === 0) return statement;
    const rest = kept.length > 0 ? [`import { ${kept.join(", ")} } from "lucide-react";`] : [];
    return [...rest, ...direct].join(" ");
  });
}

export function iconImportsPlugin(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "groundwork:icon-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[cm]?[jt]sx?$/.test(id.split("?")[0] ?? "")) return;
      if (!code.includes("lucide-react")) return;
      files ??= iconFiles(
        readFileSync(
          createRequire(import.meta.url).resolve("lucide-react/dist/esm/lucide-react.mjs"),
          "utf8",
        ),
      );
      const rewritten = rewriteIconImports(code, files);
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
