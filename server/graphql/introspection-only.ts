import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { DOCUMENT_LIMITS } from "./document-limits.ts";

// Whether a whole document only reads the schema (`__schema`, `__type`, `__typename`), which
// anonymous callers may send (docs/decisions/022, amendment to 016): the playground and code
// generators load the schema before anyone has signed in, and it is public anyway
// (schema.graphql, /docs/api). Nothing under those fields reaches data or the database.

const META_FIELDS = new Set(["__schema", "__type", "__typename"]);

function rootOnlyMeta(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) return META_FIELDS.has(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return rootOnlyMeta(selection.selectionSet, fragments, seen);
    }
    const name = selection.name.value;
    const fragment = fragments.get(name);
    // A cycle or an unknown fragment is left to validation, which refuses the document.
    if (!fragment || seen.has(name)) return false;
    return rootOnlyMeta(fragment.selectionSet, fragments, new Set(seen).add(name));
  });
}

export function isIntrospectionOnly(document: DocumentNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return (
    operations.length > 0 &&
    document.definitions.length === operations.length + fragments.size &&
    operations.every(
      (operation) =>
        operation.operation === "query" &&
        rootOnlyMeta(operation.selectionSet, fragments, new Set()),
    )
  );
}

/**
 * The same question about a request's `query` text, parsed under the document token limit (so
 * an anonymous request cannot make the server parse more than an authenticated one can).
 */
export function isIntrospectionQuery(query: string): boolean {
  try {
    return isIntrospectionOnly(parse(query, { maxTokens: DOCUMENT_LIMITS.maxTokens }));
  } catch {
    return false;
  }
}
