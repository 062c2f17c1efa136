import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The dependency rule (docs/decisions/030-*): `dependencies` are exactly what the production
// server process imports (server/, shared/, the migration and seed scripts it runs);
// everything bundled into the web build, and all tooling, is a devDependency. The production
// install (`npm ci --omit=dev`, scripts/build-production.sh) relies on it.

const root = new URL("..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Imported only by code that never runs in production (the development server). */
const DEVELOPMENT_ONLY = new Set(["vite"]);
/** Not imported by name, but needed at run time by a dependency that is. */
const RUNTIME_PEERS: Record<string, string> = {
  react: "the e-mail templates' JSX compiles to imports of react/jsx-runtime",
  "react-dom": "@react-email/render renders e-mails with it",
  "@opentelemetry/instrumentation":
    "its loader hook (hook.mjs) is registered by name, for pg's spans (server/telemetry/sdk.ts)",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("#") || specifier.startsWith("node:"))
    return undefined;
  const name = specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : specifier.split("/")[0];
  return name && !builtinModules.includes(name) ? name : undefined;
}

function serverImports(): Set<string> {
  // server/generated (the Prisma client) included: it runs in production too.
  const files = ["server", "shared", "prisma/scripts", "prisma/seed"].flatMap(sourceFiles);
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(
      /(?:^|[\s;}])(?:from\s+|import\s*\(\s*|import\s+)"([@\w#.][\w./@-]*)"/gm,
    )) {
      const name = match[1] && packageOf(match[1]);
      if (name) found.add(name);
    }
  }
  return found;
}

describe("the dependency rule", () => {
  const imported = serverImports();

  it("lists every package the server imports as a dependency", () => {
    const missing = [...imported].filter(
      (name) => !(name in pkg.dependencies) && !DEVELOPMENT_ONLY.has(name),
    );
    expect(missing).toEqual([]);
  });

  it("lists nothing as a dependency that the server does not import", () => {
    const unused = Object.keys(pkg.dependencies).filter(
      (name) => !imported.has(name) && !(name in RUNTIME_PEERS),
    );
    expect(unused).toEqual([]);
  });

  it("keeps development-only imports out of the production install", () => {
    for (const name of DEVELOPMENT_ONLY) expect(pkg.devDependencies).toHaveProperty(name);
  });
});
