import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#shared/api/limits";
import { Prisma, type User } from "../generated/prisma/client.ts";
import { parseRoles } from "../auth/permissions.ts";
import { builder } from "./builder.ts";
import { apiError } from "../graphql/errors.ts";
import {
  CREATED_AT_ORDERS,
  resolveKeysetConnection,
  totalCountField,
  type KeysetTable,
} from "../pagination/keyset-connection.ts";
import { searchTermDescription } from "../pagination/search.ts";

export const RoleEnum = builder.enumType("Role", {
  description: "What a user may do.",
  values: {
    ADMIN: { value: "admin", description: "Manages users and repositories (the manager area)." },
    USER: {
      value: "user",
      description: "Uses the app: reads repositories, manages their account.",
    },
  } as const,
});

/** The user themself or `user: list` (admins); private fields repeat it in case of new paths. */
const selfOrUserList = (user: { id: string }) => ({
  ownerOr: { owner: user.id, permission: { user: ["list" as const] } },
});

export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  // node(id)/nodes(ids) of a missing object (a revoked session…) answer null, not an error.
  nullable: true,
  // A user may read themselves; reading others needs the admin `user: list` statement.
  authScopes: selfOrUserList,
  description:
    "An account. You may read yourself (keys: ACCOUNT_READ); admins read everyone (keys: USER_READ).",
  fields: (t) => ({
    name: t.exposeString("name", { description: "Display name; empty until onboarding." }),
    email: t.exposeString("email", {
      authScopes: selfOrUserList,
      description: "Sign-in e-mail address, unique. Yourself or admins only.",
    }),
    image: t.exposeString("image", {
      nullable: true,
      description: "Avatar URL from a social sign-in; null when none.",
    }),
    roles: t.field({
      type: [RoleEnum],
      description: "The user's roles (USER when none is stored).",
      resolve: (user) => parseRoles(user.role),
    }),
    banned: t.boolean({
      authScopes: selfOrUserList,
      description: "Whether the user is banned (cannot sign in or use keys). Yourself or admins.",
      resolve: (user) => user.banned ?? false,
    }),
    banReason: t.exposeString("banReason", {
      nullable: true,
      authScopes: selfOrUserList,
      description: "Why the user was banned; null when not banned or no reason was given.",
    }),
    banExpires: t.expose("banExpires", {
      type: "DateTime",
      nullable: true,
      authScopes: selfOrUserList,
      description: "When the ban ends; null for a permanent ban or none.",
    }),
    createdAt: t.expose("createdAt", {
      type: "DateTime",
      description: "When the account was created.",
    }),
    onboarded: t.boolean({
      description: "Whether the user has given their name (onboarding done).",
      select: { name: true },
      resolve: (user) => user.name.trim() !== "",
    }),
  }),
});

const users = {
  table: "user",
  columns: Object.values(Prisma.UserScalarFieldEnum),
  key: "email",
  // Trigram GIN indexes on both; a short term matches the start of the e-mail address or the
  // name through user_email_lower_idx and user_name_lower_idx.
  search: { contains: ["name", "email"], document: "searchText", prefix: ["email", "name"] },
  // Each order reads one index either way: user_email_key, user_name_id_idx,
  // user_createdAt_id_idx.
  orders: {
    EMAIL_ASC: {
      by: "key",
      descending: false,
      description: "By e-mail address, A to Z (the default).",
    },
    EMAIL_DESC: { by: "key", descending: true, description: "By e-mail address, Z to A." },
    NAME_ASC: {
      by: { column: "name" },
      descending: false,
      description: "By name, A to Z (ties by id; users without a name first).",
    },
    NAME_DESC: {
      by: { column: "name" },
      descending: true,
      description: "By name, Z to A (ties by id; users without a name last).",
    },
    ...CREATED_AT_ORDERS,
  },
} satisfies KeysetTable;

export const UserOrderEnum = builder.enumType("UserOrder", {
  description: "How the users connection is sorted.",
  values: users.orders,
});

builder.queryField("users", (t) =>
  t.connection(
    {
      type: UserRef,
      description: `Users by e-mail address, or in another order (orderBy). first/last default to ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.`,
      authScopes: { permission: { user: ["list"] } },
      args: {
        searchTerm: t.arg.string({
          required: false,
          description: searchTermDescription("the e-mail address or the name"),
        }),
        orderBy: t.arg({
          type: UserOrderEnum,
          required: false,
          defaultValue: "EMAIL_ASC",
          description: "Sort order; cursors only work with the order that produced them.",
        }),
      },
      // Nested selections (sessions) are not joined into the page: Pothos loads them for the
      // whole page in one more statement.
      resolve: (_root, args, context, info) =>
        resolveKeysetConnection<User>(users, args.orderBy ?? "EMAIL_ASC", args, context, info),
    },
    {
      name: "UserConnection",
      description: "A page of users.",
      fields: (c) => ({ totalCount: c.int(totalCountField("users")) }),
    },
    { name: "UserEdge", description: "A user and its cursor." },
  ),
);

builder.queryField("user", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "One user by global id (admins; keys need USER_READ). NOT_FOUND when missing.",
    authScopes: { permission: { user: ["list"] } },
    args: {
      id: t.arg.globalID({ required: true, for: [UserRef], description: "Its global id." }),
    },
    resolve: async (query, _root, args, context) => {
      const user = await context.prisma.user.findUnique({ ...query, where: { id: args.id.id } });
      if (!user) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
      return user;
    },
  }),
);
