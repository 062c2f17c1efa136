import { writeFileSync } from "node:fs";

// The compiled server keeps its `#shared/*` imports (tsc rewrites only relative ones), and
// plain node cannot run TypeScript. A package.json in dist/ scopes dist's files: it maps the
// alias onto the compiled shared/ beside them, so source and build use the same specifiers.
const distPackage = {
  private: true,
  type: "module",
  imports: { "#shared/*": "./shared/*.js" },
};

writeFileSync(
  new URL("../dist/package.json", import.meta.url),
  `${JSON.stringify(distPackage, null, 2)}\n`,
);
