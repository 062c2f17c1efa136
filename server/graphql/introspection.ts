import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { translateLater } from "./errors.ts";
import { DOCUMENT_LIMITS } from "./document-limits.ts";

// Introspection costs 0 points (query-cost.ts) yet one `__schema` answers ~45 KB: 15 aliased
// copies answered 654 KB for one point. GraphiQL and code generators send one `__schema` per
// document, nothing needs more, so a document may hold one `__schema` and a few `__type`
// (docs/decisions/073-*). Counted in every operation with its fragments expanded,
// before the context or any resolver runs; like the other document limits, a
// QUERY_TOO_COMPLEX refusal with HTTP 400 in the request's language.

type Counts = { schema: number; type: number };
const ZERO: Counts = { schema: 0, type: 0 };

const add = (a: Counts, b: Counts, times = 1): Counts => ({
  schema: a.schema + b.schema * times,
  type: a.type + b.type * times,
});

/** `__schema` and `__type` selections per operation, the largest operation's counts. */
export function introspectionCounts(
  operations: readonly SelectionSetNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Counts {
  // Memoised per fragment: spreading a fragment twice in each of N nested fragments is 2^N
  // selections but N walks. A cycle counts as nothing here; validation refuses it anyway.
  const memo = new Map<string, Counts>();
  const visit = (selectionSet: SelectionSetNode, path: ReadonlySet<string>): Counts => {
    let counts = ZERO;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === "__schema") counts = add(counts, { schema: 1, type: 0 });
        if (selection.name.value === "__type") counts = add(counts, { schema: 0, type: 1 });
        if (selection.selectionSet) counts = add(counts, visit(selection.selectionSet, path));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        counts = add(counts, visit(selection.selectionSet, path));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || path.has(name)) continue;
        let inner = memo.get(name);
        if (!inner) {
          inner = visit(fragment.selectionSet, new Set(path).add(name));
          memo.set(name, inner);
        }
        counts = add(counts, inner);
      }
    }
    return counts;
  };
  return operations
    .map((selectionSet) => visit(selectionSet, new Set()))
    .reduce(
      (most, counts) => ({
        schema: Math.max(most.schema, counts.schema),
        type: Math.max(most.type, counts.type),
      }),
      ZERO,
    );
}

/** A document's fragments by name. */
function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

const introspectionLimitRule: ValidationRule = (context) => ({
  Document(document) {
    const operations = document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? [definition.selectionSet] : [],
    );
    const counts = introspectionCounts(operations, fragmentsOf(document));
    const { maxSchemaFields, maxTypeFields } = DOCUMENT_LIMITS;
    if (counts.schema <= maxSchemaFields && counts.type <= maxTypeFields) return;
    const values = { schema: maxSchemaFields, type: maxTypeFields };
    const error = new GraphQLError("Too much introspection in one document.", {
      extensions: { code: "QUERY_TOO_COMPLEX", http: { status: 400, spec: false } },
    });
    context.reportError(translateLater(error, "api.errors.introspectionTooLarge", values));
  },
});

export function useIntrospectionLimit(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(introspectionLimitRule);
    },
  };
}

// Whether a whole document only reads the schema (`__schema`, `__type`, `__typename`), which
// anonymous callers may send (docs/decisions/080): the playground and code
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
  const fragments = fragmentsOf(document);
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
