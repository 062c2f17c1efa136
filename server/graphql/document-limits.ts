/**
 * Document limits, checked while parsing and validating: before the context (session or
 * API-key lookup) and any resolver touch the database. Sized for the web client's largest
 * operation with room to spare (docs/decisions/016-*).
 */
export const DOCUMENT_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 1500,
  /** Objects the response can hold, with the executed variables (graphql/query-cost.ts). */
  maxCost: 2500,
  /** Introspection answers tens of kilobytes for 0 points: one schema, a few types (ADR 016). */
  maxSchemaFields: 1,
  maxTypeFields: 10,
} as const;
