import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type SelectionSetNode,
} from "graphql";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#shared/api/limits";

// The cost of an operation: the most objects its response can hold (docs/decisions/024-*).
// Every object costs 1 (a connection, its pageInfo, each edge, each node, a payload); scalars,
// enums and introspection cost 0. A connection's `edges` and `nodes` hold as many items as
// its page size (first or last, 20 when neither is given); `nodes(ids)` one per id; any other
// list of objects is counted at the largest page size. Computed on the document as it will
// execute: variables, variable and argument defaults, @skip/@include, fragments and aliases
// applied. The same walk prices what a response actually returned (docs/decisions/030-*).
// A field that is not a connection but whose arguments say how long the lists right under it
// are (`activity(days)`) declares it with the LIST_SIZE_EXTENSION, priced like a page size.

/** Field extension: the length of the object lists directly under the field, from its args. */
export const LIST_SIZE_EXTENSION = "listSize";
export type ListSizeOf = (args: Record<string, unknown>) => number;

export type CostInput = {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Readonly<Record<string, unknown>> | null;
  /** Called with each connection's arguments before they are used (page size checks). */
  onConnection?: (args: Record<string, unknown>) => void;
};

type Walk = {
  schema: GraphQLSchema;
  variables: Record<string, unknown>;
  fragments: Map<string, FragmentDefinitionNode>;
  onConnection: (args: Record<string, unknown>) => void;
};
type Data = Readonly<Record<string, unknown>>;

/** The operation's cost; null when it cannot be known (no such operation, bad variables). */
export function queryCost(input: CostInput): number | null {
  const prepared = prepareWalk(input);
  if (!prepared) return null;
  const { walk, root, selectionSet } = prepared;
  return selectionCost(walk, root, [selectionSet], { pageSize: undefined });
}

/** What the response holds, by the same walk (an aliased `__schema` stays free). */
export function actualQueryCost(input: CostInput, data: unknown, requested: number): number {
  const prepared = prepareWalk(input);
  if (!prepared || !isRecord(data)) return 0;
  const { walk, root, selectionSet } = prepared;
  return Math.min(selectionCost(walk, root, [selectionSet], { response: data }), requested);
}

/** The operation as it executes: root type, selections, coerced variables, fragments. */
function prepareWalk(input: CostInput) {
  const { schema, document } = input;
  const operation = getOperationAST(document, input.operationName ?? undefined);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return null;
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    { ...input.variables },
    { maxErrors: 1 },
  );
  // Execution refuses bad variables before any resolver runs; nothing to count.
  if (coerced.errors) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const walk: Walk = {
    schema,
    variables: coerced.coerced,
    fragments,
    onConnection: input.onConnection ?? (() => {}),
  };
  return { walk, root, selectionSet: operation.selectionSet };
}

/** Requested: lists at their page size. Actual: the objects the response holds. */
type Requested = { pageSize: number | undefined };

/** Over an abstract type, the costliest of its object types (only one applies per object). */
function selectionCost(
  walk: Walk,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  sizing: Requested | { response: Data },
): number {
  const objectTypes = isAbstractType(type) ? walk.schema.getPossibleTypes(type) : [type];
  let most = 0;
  for (const objectType of objectTypes) {
    let sum = 0;
    for (const [key, nodes] of collectFields(walk, objectType, selectionSets)) {
      const field = "response" in sizing ? { response: sizing.response[key] } : sizing;
      sum += fieldCost(walk, objectType, nodes, field);
    }
    most = Math.max(most, sum);
  }
  return most;
}

function fieldCost(
  walk: Walk,
  parent: GraphQLObjectType,
  nodes: readonly FieldNode[],
  sizing: Requested | { response: unknown },
): number {
  const [first] = nodes;
  if (!first || first.name.value.startsWith("__")) return 0;
  const field = parent.getFields()[first.name.value];
  const type = field && getNamedType(field.type);
  if (!field || !isCompositeType(type)) return 0;
  const selectionSets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  if ("response" in sizing) return responseCost(walk, type, selectionSets, sizing.response);
  const args = argumentsOf(walk, field, first);
  const connection = isConnection(field, type);
  if (connection) walk.onConnection(args);
  const items = isListType(getNullableType(field.type))
    ? listSize(field, args, sizing.pageSize)
    : 1;
  const pageSize = innerListSize(field, connection, args);
  return items * (1 + selectionCost(walk, type, selectionSets, { pageSize }));
}

function responseCost(
  walk: Walk,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  value: unknown,
): number {
  if (!Array.isArray(value)) {
    return isRecord(value) ? 1 + selectionCost(walk, type, selectionSets, { response: value }) : 0;
  }
  return value.reduce<number>(
    (sum, item) => sum + responseCost(walk, type, selectionSets, item),
    0,
  );
}

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The length of the lists right under a field: its page size, or its declared list size. */
function innerListSize(
  field: GraphQLField<unknown, unknown>,
  connection: boolean,
  args: Record<string, unknown>,
): number | undefined {
  if (connection) {
    const size = args.first ?? args.last;
    return typeof size === "number" ? Math.max(0, size) : DEFAULT_PAGE_SIZE;
  }
  const sizeOf = (field.extensions as Record<string, unknown>)[LIST_SIZE_EXTENSION];
  return typeof sizeOf === "function" ? Math.max(0, (sizeOf as ListSizeOf)(args)) : undefined;
}

function argumentsOf(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode) {
  try {
    return getArgumentValues(field, node, walk.variables);
  } catch {
    // Validation has already refused anything getArgumentValues could object to.
    return {};
  }
}

/** A Relay connection: `edges` and `pageInfo`, paged by `first`/`last`. */
function isConnection(field: GraphQLField<unknown, unknown>, type: GraphQLCompositeType) {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return "edges" in fields && "pageInfo" in fields && field.args.some((a) => a.name === "first");
}

function listSize(
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
  pageSize: number | undefined,
): number {
  if (pageSize !== undefined) return pageSize;
  const listArgument = field.args.find((arg) => isListType(getNullableType(arg.type)));
  const value = listArgument && args[listArgument.name];
  return Array.isArray(value) ? value.length : MAX_PAGE_SIZE;
}

/** graphql-js's CollectFields: response key → its field nodes, for one object type. */
function collectFields(
  walk: Walk,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  fields = new Map<string, FieldNode[]>(),
  visitedFragments = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const selectionSet of selectionSets) {
    for (const selection of selectionSet.selections) {
      if (!isIncluded(walk, selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        fields.set(key, [...(fields.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!appliesTo(walk, selection, type)) continue;
        collectFields(walk, type, [selection.selectionSet], fields, visitedFragments);
      } else {
        const name = selection.name.value;
        const fragment = walk.fragments.get(name);
        if (visitedFragments.has(name) || !fragment || !appliesTo(walk, fragment, type)) continue;
        visitedFragments.add(name);
        collectFields(walk, type, [fragment.selectionSet], fields, visitedFragments);
      }
    }
  }
  return fields;
}

function isIncluded(walk: Walk, node: Parameters<typeof getDirectiveValues>[1]): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, walk.variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, walk.variables)?.if !== false;
}

function appliesTo(
  walk: Walk,
  fragment: InlineFragmentNode | FragmentDefinitionNode,
  type: GraphQLObjectType,
): boolean {
  if (!fragment.typeCondition) return true;
  const condition = typeFromAST(walk.schema, fragment.typeCondition);
  if (condition === type) return true;
  return isAbstractType(condition) && walk.schema.isSubType(condition, type);
}
