import type { MessageId } from "../../i18n/messages";

// Which sentence an event reads as, and its values besides the actor and the target
// (docs/decisions/094-audit-targets-labelled-at-event-time.md). One message per action, so
// each language puts the names where its grammar wants them.

type SentenceEvent = {
  action: string;
  actorId: string | null | undefined;
  actorVia: string | null | undefined;
  changes: unknown;
};

export type Sentence = {
  id: MessageId;
  values: Record<string, number>;
  /** Who acted when no user did (or one whose name was never recorded). */
  actorFallback: MessageId;
};

const count = (changes: unknown, field: string): number => {
  const value = (changes as Record<string, unknown> | null)?.[field];
  return typeof value === "number" && Number.isFinite(value) ? value : 1;
};

export function auditSentence(event: SentenceEvent): Sentence {
  const actorFallback: MessageId = event.actorId
    ? "audit.sentence.formerUser"
    : event.actorVia === "CLI"
      ? "audit.sentence.commandLine"
      : "audit.sentence.system";
  // No one signed in creates an account by signing up: the account is its own subject.
  if (event.action === "USER_CREATE" && !event.actorId && event.actorVia !== "CLI") {
    return { id: "audit.sentence.USER_CREATE_SIGN_UP", values: {}, actorFallback };
  }
  const values: Record<string, number> =
    event.action === "SESSION_REVOKE"
      ? { count: count(event.changes, "sessions") }
      : event.action === "AUDIT_RETENTION"
        ? { count: count(event.changes, "removed") }
        : {};
  return { id: `audit.sentence.${event.action}` as MessageId, values, actorFallback };
}
