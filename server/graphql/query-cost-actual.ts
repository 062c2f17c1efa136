import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type SelectionSetNode,
} from "graphql";
import { collectFields, prepareWalk, type CostInput, type Walk } from "./query-cost.ts";

// What an operation actually returned, by the rule `queryCost` prices it with: every object in
// the response costs 1, scalars and introspection 0. Walked along the document (not the bare
// JSON), so introspection under an alias costs nothing here either; never more than requested.

type Data = Readonly<Record<string, unknown>>;

export function actualQueryCost(input: CostInput, data: unknown, requested: number): number {
  const prepared = prepareWalk(input);
  if (!prepared || !isRecord(data)) return 0;
  const cost = objectCost(prepared.walk, prepared.root, [prepared.selectionSet], data);
  return Math.min(cost, requested);
}

function objectCost(
  walk: Walk,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  value: Data,
): number {
  // Only the object's own type applies; the costliest reading is that one, since fields of
  // other types are absent from the value.
  const objectTypes = isAbstractType(type) ? walk.schema.getPossibleTypes(type) : [type];
  let most = 0;
  for (const objectType of objectTypes) {
    most = Math.max(most, fieldsCost(walk, objectType, selectionSets, value));
  }
  return most;
}

function fieldsCost(
  walk: Walk,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  value: Data,
): number {
  let sum = 0;
  for (const [key, nodes] of collectFields(walk, type, selectionSets)) {
    const [first] = nodes;
    if (!first || first.name.value.startsWith("__")) continue;
    const fieldType = type.getFields()[first.name.value]?.type;
    const named = fieldType && getNamedType(fieldType);
    if (!named || !isCompositeType(named)) continue;
    const inner = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    sum += valueCost(walk, named, inner, value[key]);
  }
  return sum;
}

function valueCost(
  walk: Walk,
  type: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  value: unknown,
): number {
  if (Array.isArray(value)) {
    return value.reduce<number>((sum, item) => sum + valueCost(walk, type, selectionSets, item), 0);
  }
  return isRecord(value) ? 1 + objectCost(walk, type, selectionSets, value) : 0;
}

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
