import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { translateLater } from "../schema/errors.ts";
import { DOCUMENT_LIMITS } from "./document-limits.ts";

// Introspection costs 0 points (query-cost.ts) yet one `__schema` answers ~45 KB: 15 aliased
// copies answered 654 KB for one point. GraphiQL and code generators send one `__schema` per
// document, nothing needs more, so a document may hold one `__schema` and a few `__type`
// (docs/decisions/016-*, addendum). Counted in every operation with its fragments expanded,
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

const introspectionLimitRule: ValidationRule = (context) => ({
  Document(document) {
    const fragments = new Map<string, FragmentDefinitionNode>();
    const operations: SelectionSetNode[] = [];
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        operations.push(definition.selectionSet);
      }
    }
    const counts = introspectionCounts(operations, fragments);
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
