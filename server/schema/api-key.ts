import { API_KEY_MAX_DAYS, apiKeyCreateSchema } from "#shared/validation/api-key";
import { generateApiKey } from "../auth/api-keys.ts";
import { builder } from "./builder.ts";
import { relatedConnectionMaxSize } from "./connection.ts";
import { apiError, validate } from "./errors.ts";
import { UserRef } from "./user.ts";

// Personal API keys (docs/decisions/015-api-keys.md): a user names keys, gives them an
// expiry, sees when each was last used and revokes them. The secret is shown once.

export const ApiKeyRef = builder.prismaNode("ApiKey", {
  id: { field: "id" },
  // node(id)/nodes(ids) of a missing object answer null, not an internal error (README).
  nullable: true,
  // Only the owner ever sees a key, admins included.
  authScopes: (key, context) => context.principal?.userId === key.userId,
  fields: (t) => ({
    name: t.exposeString("name"),
    start: t.exposeString("start", { description: "The secret's first characters." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
  }),
});

builder.prismaObjectField(UserRef, "apiKeys", (t) =>
  t.relatedConnection(
    "apiKeys",
    {
      cursor: "id",
      totalCount: true,
      description: "The user's API keys, newest first; visible to the user only.",
      authScopes: (user, _args, context) => context.principal?.userId === user.id,
      maxSize: relatedConnectionMaxSize,
      query: () => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    { name: "ApiKeyConnection" },
    { name: "ApiKeyEdge" },
  ),
);

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user (or the API key's owner); null for anonymous requests.",
    resolve: (query, _root, _args, context) =>
      context.principal
        ? context.prisma.user.findUnique({ ...query, where: { id: context.principal.userId } })
        : null,
  }),
);

builder.relayMutationField(
  "createApiKey",
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      expiresAt: t.field({ type: "DateTime", required: true }),
    }),
  },
  {
    description: `Creates a key valid until expiresAt (at most ${API_KEY_MAX_DAYS} days); the secret is returned only here.`,
    // A key cannot mint keys: a leaked key must not be able to outlive its own revocation;
    // nor can an impersonation leave a key behind that outlives it (issue 10).
    authScopes: { $all: { sessionOnly: true, notImpersonating: true } },
    resolve: async (_root, { input }, context) => {
      const data = validate(context.locale, apiKeyCreateSchema, input);
      const { secret, keyHash, start } = generateApiKey();
      const apiKey = await context.prisma.apiKey.create({
        data: { ...data, keyHash, start, userId: context.principal?.userId ?? "" },
      });
      return { apiKey, secret };
    },
  },
  {
    outputFields: (t) => ({
      apiKey: t.field({ type: ApiKeyRef, resolve: (result) => result.apiKey }),
      secret: t.string({
        description: "Send as `Authorization: Bearer <secret>`. Not retrievable later.",
        resolve: (result) => result.secret,
      }),
    }),
  },
);

builder.relayMutationField(
  "revokeApiKey",
  { inputFields: (t) => ({ id: t.globalID({ required: true, for: [ApiKeyRef] }) }) },
  {
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => {
      const where = { id: input.id.id, userId: context.principal?.userId ?? "" };
      const { count } = await context.prisma.apiKey.updateMany({
        where: { ...where, revokedAt: null },
        data: { revokedAt: new Date() },
      });
      const apiKey = await context.prisma.apiKey.findFirst({ where });
      if (!apiKey || (count === 0 && !apiKey.revokedAt)) {
        throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
      }
      return { apiKey };
    },
  },
  {
    outputFields: (t) => ({
      apiKey: t.field({ type: ApiKeyRef, resolve: (result) => result.apiKey }),
    }),
  },
);
