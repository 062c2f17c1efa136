import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  execute,
  getNamedType,
  isLeafType,
  isObjectType,
  isNonNullType,
  parse,
  type GraphQLSchema,
} from "graphql";
import type { Context } from "../graphql/context.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { hasPermission, type Permission } from "../auth/permissions.ts";
import { eventOf, readPermissions } from "./event-types.ts";
import { organizationSubject, subjectMustBeReadable } from "./organization-subject.ts";

// What an event's message says about the changed object, for one endpoint's owner
// (docs/decisions/107): the object as the API would return it to them, read by running a
// `node(id:)` query against the app's own schema, in this process, as the owner. The same
// authScopes decide: an object the owner cannot read yields no delivery. A deleted object is
// gone: its message carries its id alone, and only to an owner who could read it before.

export type Owner = { id: string; role: string | null };
export type OutboxEvent = {
  eventType: string;
  targetType: string;
  targetId: string;
  changes: unknown;
};

/** The type's scalar and enum fields that take no required argument: the object's fields. */
function leafSelection(schema: GraphQLSchema, typeName: string): string[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return [];
  return Object.values(type.getFields())
    .filter(
      (field) =>
        isLeafType(getNamedType(field.type)) && !field.args.some((arg) => isNonNullType(arg.type)),
    )
    .map((field) => field.name)
    .sort();
}

/** The owner as a signed-in browser session would be (their role alone decides). */
function ownerContext(base: OwnerContextBase, owner: Owner) {
  return {
    ...base,
    session: null,
    // Deliveries read as the owner's role; the admin policy (ADR 117) is the API's, not theirs.
    adminSetupRequired: false,
    principal: { userId: owner.id, role: owner.role, via: "session", apiKeyId: null, scopes: null },
    locale: "en",
    budget: null,
    headers: new Headers(),
    can: (permission: Permission) => hasPermission(owner.role, permission),
    organizationRole: async (organizationId: string) =>
      (
        await base.prisma.member.findFirst({
          where: { organizationId, userId: owner.id },
          select: { role: true },
        })
      )?.role ?? null,
    forgetOrganizationRoles: () => undefined,
    viewerEmail: async () =>
      (
        await base.prisma.user.findUnique({ where: { id: owner.id }, select: { email: true } })
      )?.email.toLowerCase() ?? null,
  } satisfies Omit<Context, "auth" | "accountMail" | "prisma" | "jobs"> & OwnerContextBase;
}

export type OwnerContextBase = Pick<Context, "env" | "jobs" | "webhookLookup"> & {
  prisma: Prisma.TransactionClient;
};

/**
 * The message's `data` for this owner, or null when they may not receive it: `{ id, object }`,
 * or `{ id }` for a deletion; an organization's event adds `subject: { id }`, the member,
 * invitation or team it was about (ADR 112).
 */
export async function eventData(
  schema: GraphQLSchema,
  base: OwnerContextBase,
  owner: Owner,
  event: OutboxEvent,
): Promise<{ id: string; object?: unknown; subject?: { id: string } } | null> {
  const known = eventOf(event.eventType);
  if (!known || known.nodeType !== event.targetType) return null;
  const id = encodeGlobalID(event.targetType, event.targetId);
  if (known.deleted) return (await couldReadBefore(base, owner, event)) ? { id } : null;
  const fields = leafSelection(schema, event.targetType);
  if (fields.length === 0) return null;
  // Nothing of the owner's choosing reaches the document: the type's own field names only.
  const read = async (selection: string[]) =>
    execute({
      schema,
      document: parse(
        `query WebhookObject($id: ID!) { node(id: $id) { ... on ${event.targetType} { ${selection.join(" ")} } } }`,
      ),
      variableValues: { id },
      // The node and its fields load through this transaction (PGlite has one session).
      // No resolver a node's fields run needs better-auth or the mailer: they are absent.
      contextValue: ownerContext(base, owner),
    });
  let result = await read(fields);
  // A field the owner may not read (a nullable one answers null with an error; a non-null one
  // nulls the node): read again without those, so the object holds what they may see.
  const refused = new Set(
    (result.errors ?? []).flatMap((error) =>
      error.path && error.path.length >= 2 ? [String(error.path[1])] : [],
    ),
  );
  if (refused.size > 0) {
    const kept = fields.filter((field) => !refused.has(field));
    if (kept.length === 0) return null;
    result = await read(kept);
  }
  const object = (result.data as { node?: Record<string, unknown> | null } | null)?.node;
  if (!object) return null;
  const subject = organizationSubject(event);
  if (subjectMustBeReadable(subject)) {
    const seen = await execute({
      schema,
      document: parse(`query WebhookSubject($id: ID!) { node(id: $id) { id } }`),
      variableValues: { id: subject.globalId },
      contextValue: ownerContext(base, owner),
    });
    if (!(seen.data as { node?: unknown } | null)?.node) return null;
  }
  return {
    id,
    object: { id, ...object },
    ...(subject ? { subject: { id: subject.globalId } } : {}),
  };
}

/**
 * A deleted row: the owner could read its type (or, for an owned model, this row) before. An
 * organization is read by admins and by its members: those it had when deleted, which its
 * event records. A row an organization held (`organizationId`, the scaffold's organization
 * models, ADR 114) was its members' alone: the owner must be one still.
 */
async function couldReadBefore(
  base: OwnerContextBase,
  owner: Owner,
  event: OutboxEvent,
): Promise<boolean> {
  const changes = event.changes as {
    before?: Record<string, unknown>;
    memberUserIds?: unknown;
  } | null;
  const before = changes?.before ?? {};
  if (event.targetType === "Organization") {
    // As its node reads (ADR 112): every organization for the manager's role, else its own.
    const members = changes?.memberUserIds;
    if (hasPermission(owner.role, { organization: ["list"] })) return true;
    return (
      hasPermission(owner.role, { organization: ["read"] }) &&
      Array.isArray(members) &&
      members.includes(owner.id)
    );
  }
  const readable = readPermissions(event.targetType).some((permission) => {
    if (!hasPermission(owner.role, permission)) return false;
    const actions = Object.values(permission)[0] as string[];
    // readOwn: only the owner's own rows (the scaffold's owned models keep `ownerId`).
    return !actions.includes("readOwn") || before.ownerId === owner.id;
  });
  if (!readable || typeof before.organizationId !== "string") return readable;
  const member = await base.prisma.member.findFirst({
    where: { organizationId: before.organizationId, userId: owner.id },
    select: { id: true },
  });
  return member !== null;
}
