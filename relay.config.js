// Read by relay-compiler and babel-plugin-relay, which both load it with require():
// the "module.exports" export makes require(esm) (Node 20.19+) return the object itself.
const config = {
  src: "./web",
  schema: "./schema.graphql",
  language: "typescript",
  artifactDirectory: "./web/__generated__",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__generated__/**"],
  customScalarTypes: { DateTime: "string" },
  // Artifacts import their types with `import type`, as verbatimModuleSyntax requires.
  useImportTypeSyntax: true,
};

export { config as "module.exports" };
export default config;
