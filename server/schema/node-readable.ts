import {
  RequestCache,
  type AuthScopeMap,
  type TypeAuthScopesFunction,
} from "@pothos/plugin-scope-auth";
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../graphql/context.ts";
import { builder } from "./builder.ts";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type TypeScopes = AuthScopeMap<Types> | boolean | TypeAuthScopesFunction<Types, unknown>;

/**
 * Whether the caller may read `row` as a node of `typeName`: that type's own authScopes, run by
 * scope-auth's per-request cache as for the node itself. For data about a node reached another
 * way (an audit event's target), so it is never shown to a caller who could not read the node.
 */
export async function mayReadNode(
  typeName: string,
  row: object,
  context: Context,
  info: GraphQLResolveInfo,
): Promise<boolean> {
  const options = builder.configStore.getTypeConfig(typeName).pothosOptions as {
    authScopes?: TypeScopes;
  };
  const scopes = options.authScopes;
  if (scopes === undefined) return true;
  const cache = RequestCache.fromContext(context, builder);
  const failure =
    typeof scopes === "function"
      ? await cache.evaluateTypeScopeFunction(scopes, typeName, row, info)
      : await cache.evaluateScopeMap(scopes, info);
  return failure === null;
}
