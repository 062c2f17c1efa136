import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";
import type { Context } from "../context.ts";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import type { Permission } from "../permissions.ts";
import { translator } from "../i18n.ts";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    signedIn: boolean;
    permission: Permission;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Relay first so scope checks receive decoded global ids (plugin-scope-auth README).
  plugins: [RelayPlugin, ScopeAuthPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  relay: {
    cursorType: "String",
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
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
      signedIn: context.session !== null,
      permission: (permission) => context.can(permission),
    }),
    unauthorizedError: (_parent, context) => {
      const t = translator(context.locale);
      return context.session
        ? new GraphQLError(t("api.errors.forbidden"), { extensions: { code: "FORBIDDEN" } })
        : new GraphQLError(t("api.errors.unauthenticated"), {
            extensions: { code: "UNAUTHENTICATED" },
          });
    },
  },
});

builder.queryType({});
builder.scalarType("DateTime", {
  description: "An ISO-8601 date and time in UTC.",
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("Invalid DateTime");
    return date;
  },
});
