import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { auditEventRow_event$key } from "../../__generated__/auditEventRow_event.graphql";
import type { MessageId } from "../../i18n/messages";
import { auditActionMessageId } from "./audit-search-params";
import { AuditChanges } from "./audit-changes";

/** Shown where an event has no target; a dash reads the same in every language. */
const NONE = "—";

const fragment = graphql`
  fragment auditEventRow_event on AuditEvent {
    action
    actor {
      email
    }
    actorId
    actorVia
    actorApiKeyId
    impersonator {
      email
    }
    targetType
    targetId
    changes
    ip
    userAgent
    requestId
    createdAt
  }
`;

/** One event: what, who, on what and when; opened, its changes and where it came from. */
export function AuditEventRow({ event }: { event: auditEventRow_event$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, event);
  const actor = data.actor?.email ?? data.actorId;
  const system = intl.formatMessage({
    id: data.actorVia === "CLI" ? "audit.manager.event.cli" : "audit.manager.event.system",
  });

  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-zinc-900">
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-zinc-900">
              <FormattedMessage id={auditActionMessageId(data.action)} />
            </span>
            <span className="truncate text-sm text-zinc-600">
              <FormattedMessage
                id="audit.manager.event.summary"
                values={{
                  actor: <bdi>{actor ?? system}</bdi>,
                  target: <bdi>{data.targetType ?? NONE}</bdi>,
                }}
              />
            </span>
          </span>
          <time dateTime={String(data.createdAt)} className="text-sm text-zinc-600">
            <FormattedDate value={String(data.createdAt)} dateStyle="medium" timeStyle="medium" />
          </time>
        </summary>
        <div className="flex flex-col gap-3 border-t border-zinc-100 bg-zinc-50 px-4 py-3 text-sm">
          <AuditChanges changes={data.changes} />
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <Detail label="audit.manager.event.target" value={data.targetId} />
            <Detail label="audit.manager.event.via" value={data.actorVia} />
            <Detail label="audit.manager.event.apiKey" value={data.actorApiKeyId} />
            <Detail label="audit.manager.event.impersonator" value={data.impersonator?.email} />
            <Detail label="audit.manager.event.ip" value={data.ip} />
            <Detail label="audit.manager.event.userAgent" value={data.userAgent} />
            <Detail label="audit.manager.event.requestId" value={data.requestId} />
          </dl>
        </div>
      </details>
    </li>
  );
}

function Detail({ label, value }: { label: MessageId; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt className="text-zinc-600">
        <FormattedMessage id={label} />
      </dt>
      <dd className="break-all text-zinc-900">
        <bdi>{value}</bdi>
      </dd>
    </>
  );
}
