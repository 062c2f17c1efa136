import { PothosValidationError } from "@pothos/core";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { isObjectType, type GraphQLSchema } from "graphql";
import { NUL } from "./nul-characters.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";

// Global ids arrive base64-encoded, so the NUL guard on arguments (graphql/nul-characters.ts)
// cannot see inside them, and their type name is whatever the client wrote.
// Two rules, one per kind of bad id:
// - not a global id (not base64, no `Type:`, a NUL in the key): VALIDATION, like any bad input;
// - a well-formed id that names no object (`Node:1`, `user:1`, `PageInfo:1`, a deleted row):
//   null, as node/nodes answer for ids that do not exist.

/** The relay plugin's `decodeGlobalID`: Pothos' own, plus the NUL check, translated. */
export function decodeNodeId(
  globalID: string,
  context: { locale: Locale },
): { typename: string; id: string } {
  let decoded: { typename: string; id: string } | undefined;
  try {
    decoded = decodeGlobalID(globalID);
  } catch (error) {
    if (!(error instanceof PothosValidationError)) throw error;
  }
  if (!decoded || decoded.id.includes(NUL)) {
    throw apiError(context.locale, "VALIDATION", "api.errors.invalidId");
  }
  return decoded;
}

/**
 * Whether node(id) can load this type name: an object type of the schema that implements
 * Node. Pothos looks the name up as an object type with a loader and throws an internal
 * "has not been implemented" or "Expected ref to resolve to a Object type" otherwise.
 */
export function isNodeTypename(schema: GraphQLSchema, typename: string): boolean {
  const type = schema.getType(typename);
  return isObjectType(type) && type.getInterfaces().some((face) => face.name === "Node");
}
