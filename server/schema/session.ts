import { describeDevice } from "../auth/device-label.ts";
import { builder, deletedPayload } from "./builder.ts";
import { relatedConnectionMaxSize } from "../pagination/connection.ts";
import { apiError } from "../graphql/errors.ts";
import { authApiErrors } from "../graphql/write-errors.ts";
import { relatedTotalCountField } from "../graphql/relay-descriptions.ts";
import { UserRef } from "./user.ts";

// Signed-in devices (docs/decisions/031-*), revoked through better-auth's API as the caller.
// The session token never leaves the server: sessions are addressed by their global id.

/** Its user (as for the rest of their account), or `session: list` (admins). */
const ownerOrSessionList = (userId: string) => ({
  ownerOr: { owner: userId, permission: { session: ["list" as const] } },
});

export const SessionRef = builder.prismaNode("Session", {
  id: { field: "id" },
  nullable: true,
  authScopes: (session) => ownerOrSessionList(session.userId),
  description:
    "A signed-in browser (device). Visible to its user (keys: ACCOUNT_READ) and to admins (keys: SESSION_READ).",
  fields: (t) => ({
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it signed in." }),
    updatedAt: t.expose("updatedAt", {
      type: "DateTime",
      description: "Last refreshed: better-auth extends a session at most once a day of use.",
    }),
    expiresAt: t.expose("expiresAt", {
      type: "DateTime",
      description: "When it ends unless used again (each day of use extends it).",
    }),
    ipAddress: t.exposeString("ipAddress", {
      nullable: true,
      description: "IP address it signed in from; null when unknown.",
    }),
    userAgent: t.exposeString("userAgent", {
      nullable: true,
      description: "The browser's User-Agent header at sign-in; null when unknown.",
    }),
    device: t.string({
      nullable: true,
      description: 'Browser and system, e.g. "Chrome 156 · Linux"; null when unrecognised.',
      resolve: (session) => describeDevice(session.userAgent).label,
    }),
    mobile: t.boolean({
      description: "Whether the device is a phone.",
      resolve: (session) => describeDevice(session.userAgent).mobile,
    }),
    current: t.boolean({
      description: "Whether this is the session making the request.",
      resolve: (session, _args, context) => session.token === context.session?.session.token,
    }),
    impersonated: t.boolean({
      description: "Opened by an admin acting as the user.",
      resolve: (session) => session.impersonatedBy !== null,
    }),
  }),
});

builder.prismaObjectField(UserRef, "sessions", (t) =>
  t.relatedConnection(
    "sessions",
    {
      cursor: "id",
      totalCount: true,
      description:
        "Active sessions, newest first: the user's own, or any user's with `session: list` (admins).",
      authScopes: (user) => ownerOrSessionList(user.id),
      maxSize: relatedConnectionMaxSize,
      query: () => ({
        where: { expiresAt: { gt: new Date() } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
    },
    {
      name: "SessionConnection",
      description: "A page of sessions.",
      fields: (c) => ({ totalCount: c.int(relatedTotalCountField("active sessions")) }),
    },
    { name: "SessionEdge", description: "A session and its cursor." },
  ),
);

builder.relayMutationField(
  "revokeSession",
  {
    description: "The session to end.",
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [SessionRef], description: "Its global id." }),
    }),
  },
  {
    description:
      "Signs a device out: one of your sessions, or any session with `session: revoke` (admins). Sign-out ends the current one. Browser session only. Errors: NOT_FOUND, FORBIDDEN.",
    // A browser session is needed: better-auth acts as the caller's session. Its admin API
    // refuses another user's session without `session: revoke` (FORBIDDEN).
    authScopes: { $all: { sessionOnly: true, permission: { account: ["update"] } } },
    resolve: async (_root, { input }, context) => {
      const session = await context.prisma.session.findUnique({ where: { id: input.id.id } });
      if (!session) throw apiError(context.locale, "NOT_FOUND", "api.errors.notFound");
      const { auth, headers } = context;
      await (
        session.userId === context.principal?.userId
          ? auth.api.revokeSession({ body: { token: session.token }, headers })
          : auth.api.revokeUserSession({ body: { sessionToken: session.token }, headers })
      ).catch(authApiErrors(context));
      return { id: session.id };
    },
  },
  deletedPayload(
    "revokedSessionId",
    "Session",
    "The global id of the ended session (for `@deleteEdge`).",
  ),
);

const RevokeOtherSessionsPayload = builder
  .objectRef<{ revokedCount: number; userId: string }>("RevokeOtherSessionsPayload")
  .implement({
    description: "The outcome of revokeOtherSessions.",
    fields: (t) => ({
      revokedCount: t.exposeInt("revokedCount", { description: "Sessions that were ended." }),
      viewer: t.field({
        type: UserRef,
        nullable: true,
        description: "You, after the change (their sessions connection is updated).",
        resolve: (result, _args, context) =>
          context.prisma.user.findUnique({ where: { id: result.userId } }),
      }),
    }),
  });

builder.mutationField("revokeOtherSessions", (t) =>
  t.field({
    type: RevokeOtherSessionsPayload,
    description:
      "Signs out every other device of the signed-in user; this one stays. Browser session only (API keys: FORBIDDEN).",
    authScopes: { $all: { sessionOnly: true, permission: { account: ["update"] } } },
    resolve: async (_root, _args, context) => {
      const current = context.session?.session;
      const revokedCount = current
        ? await context.prisma.session.count({
            where: {
              userId: current.userId,
              token: { not: current.token },
              expiresAt: { gt: new Date() },
            },
          })
        : 0;
      await context.auth.api
        .revokeOtherSessions({ headers: context.headers })
        .catch(authApiErrors(context));
      return { revokedCount, userId: context.principal?.userId ?? "" };
    },
  }),
);
