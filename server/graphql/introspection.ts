import {
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { refusalLater } from "./errors.ts";
import { DOCUMENT_LIMITS } from "./document-limits.ts";

// Introspection costs 0 points (query-cost.ts) yet one `__schema` answers ~45 KB: 15 aliased
// copies answered 654 KB for one point. A document may hold one `__schema` and a few `__type`
// (docs/decisions/073-*), counted per operation with its fragments expanded as often as they
// are spread, before the context or any resolver runs: QUERY_TOO_COMPLEX, HTTP 400.

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function fragmentsOf(document: DocumentNode): Fragments {
  return new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
}

/**
 * `value` of each fragment, computed once: spreading a fragment twice in each of N nested
 * fragments is 2^N selections but N walks. A cycle or an unknown fragment gets `missing`
 * (validation refuses the document anyway).
 */
function memoised<Value>(
  fragments: Fragments,
  value: (selectionSet: SelectionSetNode, ofSpread: (name: string) => Value) => Value,
  missing: Value,
) {
  const memo = new Map<string, Value>();
  const ofSpread = (name: string): Value => {
    const fragment = fragments.get(name);
    if (memo.has(name) || !fragment) return memo.get(name) ?? missing;
    memo.set(name, missing);
    const result = value(fragment.selectionSet, ofSpread);
    memo.set(name, result);
    return result;
  };
  return (selectionSet: SelectionSetNode) => value(selectionSet, ofSpread);
}

type Counts = { schema: number; type: number };

const introspectionLimitRule: ValidationRule = (context) => {
  const count = memoised<Counts>(
    fragmentsOf(context.getDocument()),
    (selectionSet, ofSpread) => {
      const counts = { schema: 0, type: 0 };
      visit(selectionSet, {
        Field: ({ name }) => {
          if (name.value === "__schema") counts.schema++;
          if (name.value === "__type") counts.type++;
        },
        FragmentSpread: ({ name }) => {
          const inner = ofSpread(name.value);
          counts.schema += inner.schema;
          counts.type += inner.type;
        },
      });
      return counts;
    },
    { schema: 0, type: 0 },
  );
  return {
    OperationDefinition(operation) {
      const counts = count(operation.selectionSet);
      const { maxSchemaFields: schema, maxTypeFields: type } = DOCUMENT_LIMITS;
      if (counts.schema <= schema && counts.type <= type) return;
      const http = { status: 400, spec: false };
      const messageId = "api.errors.introspectionTooLarge";
      context.reportError(refusalLater("QUERY_TOO_COMPLEX", messageId, { http }, { schema, type }));
    },
  };
};

export function useIntrospectionLimit(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(introspectionLimitRule);
    },
  };
}

// Whether a whole document only reads the schema (`__schema`, `__type`, `__typename`), which
// anonymous callers may send (docs/decisions/080): the playground and code generators load
// the schema before anyone has signed in, and it is public anyway (schema.graphql, /docs/api).
// Nothing under those fields reaches data or the database.

const META_FIELDS = new Set(["__schema", "__type", "__typename"]);

export function isIntrospectionOnly(document: DocumentNode): boolean {
  const fragments = fragmentsOf(document);
  const onlyMeta = (selectionSet: SelectionSetNode, ofSpread: (name: string) => boolean): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return META_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.FRAGMENT_SPREAD) return ofSpread(selection.name.value);
      return onlyMeta(selection.selectionSet, ofSpread);
    });
  const rootOnlyMeta = memoised(fragments, onlyMeta, false);
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return (
    operations.length > 0 &&
    document.definitions.length === operations.length + fragments.size &&
    operations.every(
      (operation) => operation.operation === "query" && rootOnlyMeta(operation.selectionSet),
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
