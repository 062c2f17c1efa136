import { queryFromInfo } from "@pothos/plugin-prisma";
import type { Prisma } from "../generated/prisma/client.ts";
import { parseRoles } from "../permissions.ts";
import { builder } from "./builder.ts";
import {
  assertPageSize,
  keysetBound,
  keysetQuery,
  pageFromArgs,
  toConnection,
  TOTAL_COUNT_CAP,
  type CountedConnection,
} from "./connection.ts";
import { apiError } from "./errors.ts";
import { SEARCH_TERM_DESCRIPTION, searchTermOf } from "./search.ts";

export const RoleEnum = builder.enumType("Role", {
  values: { ADMIN: { value: "admin" }, USER: { value: "user" } } as const,
});

type UserRow = { id: string };
type Ctx = { principal: { userId: string } | null };

/** The user themself, or whoever holds `user: list` (admins). */
const selfOrUserList = (user: UserRow, context: Ctx) =>
  context.principal?.userId === user.id ? true : { permission: { user: ["list" as const] } };
// Private fields repeat the rule, so a future way of reaching another user's object (a
// relation, a payload) cannot leak them.
const privateField = (user: UserRow, _args: unknown, context: Ctx) => selfOrUserList(user, context);

export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  // A user may read themselves; reading others needs the admin `user: list` statement.
  authScopes: selfOrUserList,
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email", { authScopes: privateField }),
    image: t.exposeString("image", { nullable: true }),
    roles: t.field({ type: [RoleEnum], resolve: (user) => parseRoles(user.role) }),
    banned: t.boolean({ authScopes: privateField, resolve: (user) => user.banned ?? false }),
    banReason: t.exposeString("banReason", { nullable: true, authScopes: privateField }),
    banExpires: t.expose("banExpires", {
      type: "DateTime",
      nullable: true,
      authScopes: privateField,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    onboarded: t.boolean({
      description: "Whether the user has given their name (onboarding done).",
      select: { name: true },
      resolve: (user) => user.name.trim() !== "",
    }),
    sessions: t.relatedConnection(
      "sessions",
      {
        cursor: "id",
        description: "Active and past sessions, newest first (admins: `session: list`).",
        authScopes: { permission: { session: ["list"] } },
        maxSize: (args, context) => (assertPageSize(args, context.locale), 100),
        query: () => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
      },
      { name: "SessionConnection" },
      { name: "SessionEdge" },
    ),
  }),
});

builder.prismaObject("Session", {
  fields: (t) => ({
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    ipAddress: t.exposeString("ipAddress", { nullable: true }),
    userAgent: t.exposeString("userAgent", { nullable: true }),
    impersonated: t.boolean({ resolve: (session) => session.impersonatedBy !== null }),
  }),
});

function searchWhere(term: string | undefined): Prisma.UserWhereInput {
  if (!term) return {};
  return {
    OR: [
      { name: { contains: term, mode: "insensitive" } },
      { email: { contains: term, mode: "insensitive" } },
    ],
  };
}

builder.queryField("users", (t) =>
  t.connection(
    {
      type: UserRef,
      description: "Users by e-mail address. first/last default to 20, at most 100.",
      authScopes: { permission: { user: ["list"] } },
      args: {
        searchTerm: t.arg.string({ required: false, description: SEARCH_TERM_DESCRIPTION }),
      },
      resolve: async (_root, args, context, info) => {
        const page = pageFromArgs(args, context.locale);
        const search = searchWhere(searchTermOf(args, context.locale));
        const { take, direction } = keysetQuery(page);
        // Nested selections (sessions) load with the page, not per user.
        const selection = queryFromInfo({ context, info, path: ["edges", "node"] });
        const rows = await context.prisma.user.findMany({
          ...selection,
          where: { ...search, email: keysetBound(page) },
          orderBy: { email: direction },
          take,
        });
        return toConnection(
          rows,
          page,
          (row) => row.email,
          () => context.prisma.user.count({ where: search, take: TOTAL_COUNT_CAP }),
        );
      },
    },
    {
      name: "UserConnection",
      fields: (c) => ({
        totalCount: c.int({
          description: `Matching users, counted up to ${TOTAL_COUNT_CAP} (the value past it).`,
          resolve: (connection) =>
            (connection as unknown as CountedConnection<unknown>).totalCount(),
        }),
      }),
    },
    { name: "UserEdge" },
  ),
);

builder.queryField("user", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    authScopes: { permission: { user: ["list"] } },
    args: { id: t.arg.globalID({ required: true, for: [UserRef] }) },
    resolve: async (query, _root, args, context) => {
      const user = await context.prisma.user.findUnique({ ...query, where: { id: args.id.id } });
      if (!user) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
      return user;
    },
  }),
);
