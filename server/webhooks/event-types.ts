import { AUDIT_ACTIONS, TEAM_MODELS, type AuditAction } from "#shared/audit/actions";
import { ORGANIZATION_EVENT_TYPES } from "#shared/audit/organization-events";
import { hasPermission, statements, type Permission } from "../auth/permissions.ts";

// Which audited changes become webhook events (docs/decisions/107-outbound-webhooks.md): the
// create, update and delete actions of the node types, named "<type>.<verb>ed" as the outbox
// trigger names them (audit.webhook_event_type in the webhooks migration). Derived from the one
// list of audit actions, so a scaffolded model's events exist without an edit here. An
// organization's events ("member.added", docs/decisions/112) are about the organization, their
// target, whatever changed in it: their node type is Organization.

const VERBS = { CREATE: "created", UPDATE: "updated", DELETE: "deleted" } as const;

/** The node types whose changes are events, by their actions' prefix. */
function nodeTypesByPrefix(): Map<string, string> {
  const types = new Map<string, string>([
    ["USER", "User"],
    ["REPOSITORY", "Repository"],
  ]);
  for (const [type, model] of Object.entries(TEAM_MODELS)) {
    if (model && !model.retired) types.set(model.prefix, type);
  }
  return types;
}

const lowerFirst = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

/** "webhook.test": sendTestWebhook's event, never from a change. */
export const TEST_EVENT_TYPE = "webhook.test";

/** Every event type a change can produce, with the node type it is about and its action. */
export const WEBHOOK_EVENTS: readonly {
  type: string;
  nodeType: string;
  deleted: boolean;
  action: AuditAction;
}[] = (() => {
  const byPrefix = nodeTypesByPrefix();
  const organization: Readonly<Record<string, string | undefined>> = ORGANIZATION_EVENT_TYPES;
  return AUDIT_ACTIONS.flatMap((action) => {
    const organizationType = organization[action];
    if (organizationType) {
      const deleted = action === "ORGANIZATION_DELETE";
      return [{ type: organizationType, nodeType: "Organization", deleted, action }];
    }
    const match = /^(.+)_(CREATE|UPDATE|DELETE)$/.exec(action);
    const nodeType = match ? byPrefix.get(match[1]!) : undefined;
    if (!match || !nodeType) return [];
    const verb = match[2] as keyof typeof VERBS;
    const type = `${lowerFirst(nodeType)}.${VERBS[verb]}`;
    return [{ type, nodeType, deleted: verb === "DELETE", action }];
  });
})();

/**
 * What reading a node type takes, from the permission statements: users are listed by admins
 * (`user: list`); a team model is read with `read`, or `readOwn` for its owner's rows; an
 * organization with `organization: read` (which organization: its node's authScopes decide,
 * when the dispatcher reads it as the endpoint's owner).
 */
export function readPermissions(nodeType: string): Permission[] {
  if (nodeType === "User") return [{ user: ["list"] }];
  const resource = lowerFirst(nodeType) as keyof typeof statements;
  const actions = (statements[resource] ?? []) as readonly string[];
  return ["read", "readOwn"]
    .filter((action) => actions.includes(action))
    .map((action) => ({ [resource]: [action] }) as Permission);
}

/** Whether a permission is held: the request's `context.can` (a key: its scopes AND its role). */
export type Can = (permission: Permission) => boolean;

/** What a role alone may do: a browser session's, and the endpoint owner's at delivery. */
export const roleCan =
  (role: string | null | undefined): Can =>
  (permission) =>
    hasPermission(role, permission);

/**
 * The event types a caller may subscribe to, in a stable order: those whose objects they may
 * read. Given `context.can`, a key gets only those its read scopes cover (REPOSITORY_READ for
 * repository.*, USER_READ for user.*), as the same permission check decides everywhere else.
 */
export function eventTypesFor(can: Can): string[] {
  return WEBHOOK_EVENTS.filter((event) => readPermissions(event.nodeType).some(can)).map(
    (event) => event.type,
  );
}

export function eventOf(type: string) {
  return WEBHOOK_EVENTS.find((event) => event.type === type);
}

/**
 * Whether an endpoint's owner may receive a message of this type NOW: not banned, and (but for
 * a test ping) their current role still reads its objects. Checked when an event is dispatched
 * and again before each attempt (retries, redeliveries): a frozen payload never outlives the
 * right that read it (a demoted admin's user.* retries are dropped).
 */
export function ownerMayReceive(
  owner: { role: string | null; banned: boolean | null },
  eventType: string,
): boolean {
  if (owner.banned) return false;
  return eventType === TEST_EVENT_TYPE || eventTypesFor(roleCan(owner.role)).includes(eventType);
}
