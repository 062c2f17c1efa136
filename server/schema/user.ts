import { queryFromInfo } from "@pothos/plugin-prisma";
import type { Prisma } from "../generated/prisma/client.ts";
import { parseRoles } from "../auth/permissions.ts";
import { builder } from "./builder.ts";
import {
  keysetBound,
  keysetQuery,
  pageFromArgs,
  relatedConnectionMaxSize,
  toConnection,
  TOTAL_COUNT_CAP,
  type CountedConnection,
  type Page,
} from "./connection.ts";
import type { Locale } from "../i18n.ts";
import { apiError } from "./errors.ts";
import { createdAtBound, createdAtKeyOf, parseCreatedAtKey } from "./keyset-created-at.ts";
import { containsText, SEARCH_TERM_DESCRIPTION, searchTermOf } from "./search.ts";

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
  // node(id)/nodes(ids) of a missing object answer null, not an internal error (README).
  nullable: true,
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
        maxSize: relatedConnectionMaxSize,
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
    OR: [{ name: containsText(term) }, { email: containsText(term) }],
  };
}

export const UserOrderEnum = builder.enumType("UserOrder", {
  description: "How the users connection is sorted.",
  values: {
    EMAIL_ASC: { description: "By e-mail address, A to Z (the default)." },
    CREATED_AT_DESC: { description: "Newest first (ties by id)." },
  } as const,
});

type UserOrder = "EMAIL_ASC" | "CREATED_AT_DESC";

function orderQuery(order: UserOrder, page: Page, locale: Locale) {
  const { take, direction } = keysetQuery(page);
  if (order === "EMAIL_ASC") {
    return {
      take,
      where: { email: keysetBound(page) } satisfies Prisma.UserWhereInput,
      orderBy: [{ email: direction }] satisfies Prisma.UserOrderByWithRelationInput[],
      keyOf: (row: { email: string; createdAt: Date; id: string }) => row.email,
    };
  }
  // Newest first: reading forward walks createdAt/id downwards; backward reads upwards
  // from `before` and toConnection reverses the rows.
  const dir = page.backward ? ("asc" as const) : ("desc" as const);
  const bounds: Prisma.UserWhereInput[] = [];
  if (page.after !== undefined) {
    bounds.push(createdAtBound(parseCreatedAtKey(page.after, "after", locale), "older"));
  }
  if (page.before !== undefined) {
    bounds.push(createdAtBound(parseCreatedAtKey(page.before, "before", locale), "newer"));
  }
  return {
    take,
    where: { AND: bounds } satisfies Prisma.UserWhereInput,
    orderBy: [{ createdAt: dir }, { id: dir }] satisfies Prisma.UserOrderByWithRelationInput[],
    keyOf: createdAtKeyOf,
  };
}

builder.queryField("users", (t) =>
  t.connection(
    {
      type: UserRef,
      description:
        "Users by e-mail address (or newest first with orderBy). first/last default to 20, at most 100.",
      authScopes: { permission: { user: ["list"] } },
      args: {
        searchTerm: t.arg.string({ required: false, description: SEARCH_TERM_DESCRIPTION }),
        orderBy: t.arg({
          type: UserOrderEnum,
          required: false,
          defaultValue: "EMAIL_ASC",
          description: "Sort order; cursors only work with the order that produced them.",
        }),
      },
      resolve: async (_root, args, context, info) => {
        const page = pageFromArgs(args, context.locale);
        const search = searchWhere(searchTermOf(args, context.locale));
        const order = orderQuery(args.orderBy ?? "EMAIL_ASC", page, context.locale);
        // Nested selections (sessions) load with the page, not per user.
        const selection = queryFromInfo({ context, info, path: ["edges", "node"] });
        const rows = await context.prisma.user.findMany({
          ...selection,
          where: { AND: [search, order.where] },
          orderBy: order.orderBy,
          take: order.take,
        });
        return toConnection(
          rows,
          page,
          (row) => order.keyOf(row),
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
