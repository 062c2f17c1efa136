import {
  API_KEY_MAX_DAYS,
  API_KEY_SCOPES,
  apiKeyCreateSchema,
  type ApiKeyScope,
} from "#shared/validation/api-key";
import { defaultScopes, effectiveScopes, grantedScopes } from "../auth/api-key-scopes.ts";
import { createApiKeyWithinCap, generateApiKey } from "../auth/api-keys.ts";
import { builder, payloadOf } from "./builder.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import { apiError, validate } from "../graphql/errors.ts";
import { relatedTotalCountField } from "../graphql/relay-descriptions.ts";
import { UserRef } from "./user.ts";

// Personal API keys (docs/decisions/015-api-keys.md): a user names keys, gives them an
// expiry, sees when each was last used and revokes them. The secret is shown once.

const READ_OR_WRITE = (scope: ApiKeyScope) => (scope.endsWith("_READ") ? "Read" : "Write");

export const ApiKeyScopeEnum = builder.enumType("ApiKeyScope", {
  description:
    "What an API key may do, on top of its user's current permissions (docs/api.md#scopes).",
  values: Object.fromEntries(
    API_KEY_SCOPES.map((scope) => [
      scope,
      {
        value: scope,
        description: `${READ_OR_WRITE(scope)} ${scope.split("_")[0]?.toLowerCase()} data.`,
      },
    ]),
  ) as Record<ApiKeyScope, { value: ApiKeyScope; description: string }>,
});

export const ApiKeyRef = builder.prismaNode("ApiKey", {
  id: { field: "id" },
  nullable: true,
  authScopes: (key) => ({ ownerOr: { owner: key.userId, permission: { user: ["list"] } } }),
  description:
    "A personal API key: acts as its user, within its scopes. Visible to its user (keys: ACCOUNT_READ) and to admins (keys: USER_READ); the secret never is.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The owner's label for it." }),
    start: t.exposeString("start", { description: "The secret's first characters." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      description: "After this it is refused (UNAUTHENTICATED).",
    }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: "DateTime",
      nullable: true,
      description: "Its last authenticated request; null when never used.",
    }),
    revokedAt: t.expose("revokedAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was revoked (refused from then on); null while active.",
    }),
    scopes: t.field({
      type: [ApiKeyScopeEnum],
      description: "What the key may do; never more than its user currently may.",
      select: { scopes: true, user: { select: { role: true } } },
      resolve: (key) => effectiveScopes(key.scopes, key.user.role),
    }),
  }),
});

builder.prismaObjectField(UserRef, "apiKeys", (t) =>
  t.relatedConnection(
    "apiKeys",
    {
      cursor: "id",
      totalCount: true,
      description: "The user's API keys, newest first; visible to the user and to admins.",
      authScopes: (user) => ({ ownerOr: { owner: user.id, permission: { user: ["list"] } } }),
      maxSize: relatedConnectionMaxSize,
      query: () => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    {
      name: "ApiKeyConnection",
      description: "A page of API keys.",
      fields: (c) => ({ totalCount: c.int(relatedTotalCountField("keys, revoked ones included")) }),
    },
    { name: "ApiKeyEdge", description: "An API key and its cursor." },
  ),
);

builder.prismaObjectField(UserRef, "grantableApiKeyScopes", (t) =>
  t.field({
    type: [ApiKeyScopeEnum],
    select: { role: true },
    description:
      "The scopes the user's role grants: what a new key of theirs may hold (createApiKey refuses others). Visible to the user and to admins.",
    authScopes: (user) => ({ ownerOr: { owner: user.id, permission: { user: ["list"] } } }),
    resolve: (user) => grantedScopes(user.role),
  }),
);

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user (or the API key's owner); null for anonymous requests.",
    // Anonymous callers get null (the web app asks before signing in); keys need ACCOUNT_READ.
    authScopes: (_root, _args, context) =>
      context.principal ? { permission: { account: ["read"] } } : true,
    resolve: (query, _root, _args, context) =>
      context.principal
        ? context.prisma.user.findUnique({ ...query, where: { id: context.principal.userId } })
        : null,
  }),
);

builder.relayMutationField(
  "createApiKey",
  {
    description: "The new key's name, expiry and scopes.",
    inputFields: (t) => ({
      name: t.string({ required: true, description: "A label to recognise it by." }),
      expiresAt: t.field({
        type: "DateTime",
        required: true,
        description: `In the future, at most ${API_KEY_MAX_DAYS} days away.`,
      }),
      scopes: t.field({
        type: [ApiKeyScopeEnum],
        required: false,
        description:
          "At least one, each granted by your role (User.grantableApiKeyScopes); left out or null: the read ones it grants.",
      }),
    }),
  },
  {
    description: `Creates a key valid until expiresAt (at most ${API_KEY_MAX_DAYS} days); the secret is returned only here. Browser session only. Errors: VALIDATION, FORBIDDEN (also for a scope beyond your role, field "scopes"), API_KEY_NO_SCOPES (your role grants no scope at all, field "scopes"), IMPERSONATION_FORBIDDEN, API_KEY_LIMIT_REACHED (the user already has API_KEYS_PER_USER unrevoked, unexpired keys), SECOND_FACTOR_REQUIRED (a user with a second factor passed none in the last 10 minutes: verify again, then retry).`,
    // A key cannot mint keys: a leaked key must not be able to outlive its own revocation;
    // nor can an impersonation leave a key behind that outlives it.
    authScopes: { $all: { sessionOnly: true, notImpersonating: true, freshSecondFactor: true } },
    resolve: async (_root, { input }, context) => {
      const role = context.principal?.role;
      // Never more than the role grants, so a later promotion cannot widen the key (ADR 099).
      const granted: readonly string[] = grantedScopes(role);
      // A role granting nothing (one a later version no longer knows) gets no key, whatever asked.
      if (granted.length === 0) {
        throw apiError(context.locale, "API_KEY_NO_SCOPES", "api.errors.apiKeyNoScopes", {
          field: "scopes",
        });
      }
      const scopes = input.scopes ?? defaultScopes(role);
      const data = validate(context.locale, apiKeyCreateSchema, { ...input, scopes });
      const beyond = data.scopes.find((scope) => !granted.includes(scope));
      if (beyond) {
        throw apiError(context.locale, "FORBIDDEN", "api.errors.apiKeyScopeNotGranted", {
          field: "scopes",
          values: { scope: beyond },
        });
      }
      const { secret, keyHash, start } = generateApiKey();
      const cap = context.env.apiKeysPerUser;
      const apiKey = await createApiKeyWithinCap(context.prisma, {
        userId: context.principal?.userId ?? "",
        cap,
        data: { ...data, keyHash, start },
        now: new Date(),
      });
      if (!apiKey) {
        throw apiError(context.locale, "API_KEY_LIMIT_REACHED", "api.errors.apiKeyLimitReached", {
          values: { max: cap },
        });
      }
      return { apiKey, secret };
    },
  },
  {
    description: "The created key and its secret.",
    outputFields: (t) => ({
      apiKey: t.expose("apiKey", { type: ApiKeyRef, description: "The new key." }),
      secret: t.exposeString("secret", {
        description: "Send as `Authorization: Bearer <secret>`. Not retrievable later.",
      }),
    }),
  },
);

builder.relayMutationField(
  "revokeApiKey",
  {
    description: "The key to revoke.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [ApiKeyRef], description: "The key's global id." }),
    }),
  },
  {
    description:
      "Revokes a key at once: your own (keys need ACCOUNT_WRITE), or anyone's for admins (USER_WRITE). Revoking twice is fine. Errors: NOT_FOUND, FORBIDDEN.",
    // One's own key (`account: update`: ACCOUNT_WRITE for a key), or any user's for whoever
    // may update users (admins; USER_WRITE for a key). Others' keys are invisible to the rest:
    // NOT_FOUND, as for an id that names no key.
    authScopes: { permission: { account: ["update"] } },
    resolve: async (_root, { input }, context) => {
      const anyUser = context.can({ user: ["update"] });
      const where = anyUser
        ? { id: input.id.id }
        : { id: input.id.id, userId: context.principal?.userId ?? "" };
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
  payloadOf("apiKey", ApiKeyRef, "The revoked key, with revokedAt set."),
);
