import SchemaBuilder, { type ObjectRef } from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin, { encodeGlobalID, resolveNodes } from "@pothos/plugin-relay";
import ScopeAuthPlugin, { type AuthFailure } from "@pothos/plugin-scope-auth";
import TracingPlugin, { isExposedField, isRootField, isScalarField } from "@pothos/plugin-tracing";
import { GraphQLError } from "graphql";
import type { Context } from "../graphql/context.ts";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import { isWriteScope } from "../auth/api-key-scopes.ts";
import { hasFreshSecondFactor, STEP_UP_SECONDS } from "../auth/step-up.ts";
import {
  hasPermission,
  hasOrganizationPermission,
  type OrganizationPermission,
  type Permission,
} from "../auth/permissions.ts";
import { NODES_MAX_IDS } from "#shared/api/limits";
import { apiError, translateLater } from "../graphql/errors.ts";
import { decodeNodeId, isNodeTypename } from "../graphql/node-ids.ts";
import { relayDescriptions } from "../graphql/relay-descriptions.ts";
import { tracing } from "../telemetry/telemetry.ts";

// Decided once, as the schema is built (after server/index.ts started telemetry): with tracing
// off no resolver is wrapped, so it costs nothing per field (ADR 122).
const traced = tracing();

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    signedIn: boolean;
    /** Signed in with a browser session, not an API key (key management). */
    sessionOnly: boolean;
    /** Not an admin impersonating the user (nothing that outlives the impersonation). */
    notImpersonating: boolean;
    permission: Permission;
    /** The owner of the object (with `account: read`, a key's ACCOUNT_READ), or `permission`. */
    ownerOr: { owner: string; permission: Permission };
    /** The owner of the object, with the permission: nobody else, admins neither (webhooks). */
    own: { owner: string; permission: Permission };
    /** Not an API key without any write scope: every mutation requires it (ADR 030). */
    mayWrite: boolean;
    /**
     * A member of the organization (keys: ORGANIZATION_READ) whose tier grants `permission`
     * (any tier when left out): better-auth's organization rules, read for GraphQL (ADR 110).
     */
    member: { organizationId: string; permission?: OrganizationPermission };
    /** The one an invitation is addressed to (keys: ORGANIZATION_READ). */
    invitee: string;
    /**
     * A second factor passed within STEP_UP_SECONDS when the user has one (step-up, ADR 117),
     * else SECOND_FACTOR_REQUIRED. API keys pass: one is made behind the step-up, and its
     * calls carry no factor to prove. Listed last in an `$all`, so other refusals come first.
     */
    freshSecondFactor: boolean;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** Output only (audit event changes): any JSON value. */
    JSON: { Input: never; Output: unknown };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Relay first so scope checks receive decoded global ids (plugin-scope-auth README).
  // Tracing outermost: a resolver's span covers its scope checks.
  plugins: [TracingPlugin, RelayPlugin, ScopeAuthPlugin, PrismaPlugin],
  tracing: {
    // Root fields and fields with a resolver of their own; an exposed column, a scalar or the
    // Relay plumbing (edges, node) would be a span per row for nothing the root's span lacks.
    // Each call asks whether its request is sampled (Pothos' per-call option): an unsampled
    // one runs the bare resolver, no span to start and end per field and row: Pothos' frames
    // 39 → 18 µs a request on 15 traced fields at 10 % (ADR 128).
    default: (config) =>
      traced !== undefined &&
      (isRootField(config) ||
        (!isScalarField(config) &&
          !isExposedField(config) &&
          !/(Connection|Edge)$/.test(config.parentType))) &&
      traced.sampled,
    wrap: (resolver) => traced?.wrapResolver(resolver as never) ?? resolver,
  },
  defaultFieldNullability: false,
  relay: {
    ...relayDescriptions,
    cursorType: "String",
    clientMutationId: "omit",
    decodeGlobalID: decodeNodeId,
    nodeQueryOptions: {
      description:
        "One object by global id; null when none has it. Needs what reading its type needs.",
      args: { id: { description: "A global id (an `id` field of any type)." } },
      resolve: (_root, args, _context, info, resolveNode) =>
        isNodeTypename(info.schema, args.id.typename) ? resolveNode(args.id) : null,
    },
    nodesQueryOptions: {
      description: `Up to ${NODES_MAX_IDS} objects by global id, in order; null where not found.`,
      args: { ids: { description: `At most ${NODES_MAX_IDS} global ids; more is VALIDATION.` } },
      resolve: (_root, args, context, info): Promise<unknown[]> => {
        if (args.ids.length > NODES_MAX_IDS) {
          throw apiError(context.locale, "VALIDATION", "api.errors.tooManyIds", {
            field: "ids",
            values: { max: NODES_MAX_IDS },
          });
        }
        // The plugin's own callback always loads `args.ids`; one id of a type that is not a
        // node would fail the whole list, so those entries are left out (null) here.
        const ids = args.ids.map((id) => (isNodeTypename(info.schema, id.typename) ? id : null));
        return resolveNodes(builder, context, info, ids);
      },
    },
    edgesFieldOptions: { ...relayDescriptions.edgesFieldOptions, nullable: false },
    nodeFieldOptions: { ...relayDescriptions.nodeFieldOptions, nullable: false },
  },
  prisma: {
    // The client is per request (context), so tests and the server can each bring theirs.
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  scopeAuth: {
    authScopes: (context) => ({
      signedIn: context.principal !== null,
      sessionOnly: context.principal?.via === "session",
      notImpersonating: !context.session?.session.impersonatedBy,
      permission: (permission) => context.can(permission),
      ownerOr: ({ owner, permission }) =>
        context.can(permission) ||
        (context.principal?.userId === owner && context.can({ account: ["read"] })),
      own: ({ owner, permission }) =>
        context.principal?.userId === owner && context.can(permission),
      mayWrite: !context.principal?.scopes || context.principal.scopes.some(isWriteScope),
      member: async ({ organizationId, permission }) => {
        if (!context.can({ organization: ["read"] })) return false;
        const role = await context.organizationRole(organizationId);
        return role !== null && (!permission || hasOrganizationPermission(role, permission));
      },
      invitee: async (email) =>
        context.can({ organization: ["read"] }) &&
        (await context.viewerEmail()) === email.toLowerCase(),
      freshSecondFactor:
        context.principal?.via === "apiKey" ||
        (context.session !== null && hasFreshSecondFactor(context.session, context.jobs.now())),
    }),
    unauthorizedError: (_parent, context, _info, result) => {
      if (failed(result.failure, "notImpersonating")) {
        return apiError(
          context.locale,
          "IMPERSONATION_FORBIDDEN",
          "api.errors.impersonationForbidden",
        );
      }
      if (context.adminSetupRequired && withheld(result.failure)) {
        return apiError(
          context.locale,
          "SECOND_FACTOR_SETUP_REQUIRED",
          "api.errors.secondFactorSetupRequired",
        );
      }
      if (failed(result.failure, "freshSecondFactor")) {
        return apiError(
          context.locale,
          "SECOND_FACTOR_REQUIRED",
          "api.errors.secondFactorRequired",
          { values: { minutes: STEP_UP_SECONDS / 60 } },
        );
      }
      return context.principal
        ? apiError(context.locale, "FORBIDDEN", "api.errors.forbidden")
        : apiError(context.locale, "UNAUTHENTICATED", "api.errors.unauthenticated");
    },
  },
});

/** Whether a refusal names a permission that only the admin role, held back, would grant. */
function withheld(failure: AuthFailure): boolean {
  if ("failures" in failure) return failure.failures.some(withheld);
  if (!("scope" in failure) || !("parameter" in failure)) return false;
  if (failure.scope === "permission") {
    return hasPermission("admin", failure.parameter as Permission);
  }
  if (failure.scope === "ownerOr" || failure.scope === "own") {
    return hasPermission("admin", (failure.parameter as { permission: Permission }).permission);
  }
  return false;
}

/** Whether this scope is among the reasons for a refusal. */
function failed(failure: AuthFailure, scope: string): boolean {
  if ("failures" in failure) return failure.failures.some((inner) => failed(inner, scope));
  return "scope" in failure && failure.scope === scope;
}

builder.queryType({
  description:
    "Reads. Every field but `viewer` needs a session or an API key (else UNAUTHENTICATED); a key reads only what its scopes allow. Guide: /docs/api.",
});
// A read-only key is refused every mutation, including one whose field forgot to declare
// the permission it needs; fields still declare theirs, which keys' scopes narrow further.
builder.mutationType({
  description:
    "Writes: a session, or an API key with a write scope. Any may also answer UNAUTHENTICATED, FORBIDDEN, RATE_LIMITED or DEMO_MODE (read-only demo).",
  authScopes: { mayWrite: true },
});
builder.scalarType("DateTime", {
  description: "An ISO-8601 date and time in UTC.",
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) {
      // graphql-js wraps this error in its own (English) one, which takes these extensions.
      const error = new GraphQLError("Invalid DateTime", { extensions: { code: "VALIDATION" } });
      throw translateLater(error, "api.errors.invalidDateTime");
    }
    return date;
  },
});

export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type PayloadFields<Shape> = PothosSchemaTypes.ObjectFieldBuilder<Types, Shape>;

/** The payload of a mutation that answers one object; its resolver returns `{ [name]: it }`. */
export function payloadOf<Name extends string, Shape>(
  name: Name,
  type: ObjectRef<Types, Shape>,
  description: string,
) {
  return {
    description,
    outputFields: (t: PayloadFields<Record<Name, Shape>>) => ({
      // The generic shape is checked where the resolver returns it, not here.
      [name]: t.field({ type, description, resolve: (payload) => payload[name] as never }),
    }),
  };
}

/** The payload of a deletion: the global id of what is gone, for client caches. */
export function deletedPayload(name: string, typename: string, description: string) {
  return {
    description,
    outputFields: (t: PayloadFields<{ id: string }>) => ({
      [name]: t.id({ description, resolve: ({ id }) => encodeGlobalID(typename, id) }),
    }),
  };
}
