import type { IntlShape } from "react-intl";
import { TEAM_MODELS } from "#shared/audit/actions";
import { ORGANIZATION_EVENT_ACTIONS } from "#shared/audit/organization-events";
import type { MessageId } from "../../i18n/messages";

// The event types the server names (`webhookEventTypes`, a delivery's `eventType`), as words.
// A change's event ("repository.created", a scaffolded model's "ticket.deleted") is the audited
// action it comes from (server/webhooks/event-types.ts), so it reads as the audit log's label
// for that action, a team model's from its own catalogue (ADR 101). An organization's events
// ("member.added") name their action in a shared list (ADR 112).

const VERBS: Readonly<Record<string, string>> = {
  created: "CREATE",
  updated: "UPDATE",
  deleted: "DELETE",
};

/** The audit action prefix of a node type named as in an event type ("repository"). */
function actionPrefix(type: string): string | undefined {
  if (type === "user" || type === "repository") return type.toUpperCase();
  const name = type.charAt(0).toUpperCase() + type.slice(1);
  const model = Object.hasOwn(TEAM_MODELS, name) ? TEAM_MODELS[name] : undefined;
  return model?.prefix;
}

function labelId(eventType: string): MessageId | undefined {
  if (eventType === "webhook.test") return "webhook.event.test";
  const organizationAction = Object.hasOwn(ORGANIZATION_EVENT_ACTIONS, eventType)
    ? ORGANIZATION_EVENT_ACTIONS[eventType]
    : undefined;
  if (organizationAction) return `audit.action.${organizationAction}` as MessageId;
  const [type = "", verb = "", ...rest] = eventType.split(".");
  const action = Object.hasOwn(VERBS, verb) ? VERBS[verb] : undefined;
  const prefix = rest.length === 0 && action ? actionPrefix(type) : undefined;
  return prefix ? (`audit.action.${prefix}_${action}` as MessageId) : undefined;
}

/** An event type's label; one a newer server adds reads as its own name until it has one. */
export function eventLabel(intl: IntlShape, type: string): string {
  const id = labelId(type);
  return id && Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : type;
}

/** The endpoint's events as one sentence-ready list ("Repository created and …"). */
export function eventList(intl: IntlShape, types: readonly string[]): string {
  return intl.formatList(types.map((type) => eventLabel(intl, type)));
}
