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
  // The web client sends only each operation's SHA-256; the server answers the documents in
  // this committed file (server/graphql/persisted-operations.ts, docs/decisions/016-*).
  persistConfig: { file: "./persisted-queries.json", algorithm: "SHA256" },
};

export { config as "module.exports" };
export default config;
