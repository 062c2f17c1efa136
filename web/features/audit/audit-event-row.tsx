import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { auditEventRow_event$key } from "../../__generated__/auditEventRow_event.graphql";
import { AuditEventDetails } from "./audit-event-details";
import { AuditSentence } from "./audit-sentence";

const fragment = graphql`
  fragment auditEventRow_event on AuditEvent {
    createdAt
    ...auditSentence_event
    ...auditEventDetails_event
  }
`;

/** One event as a sentence ("Admin deleted repository acme/foo"); opened, its details. */
export function AuditEventRow({ event }: { event: auditEventRow_event$key }) {
  const data = useFragment(fragment, event);
  return (
    <li className="flex flex-col gap-1 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <AuditSentence event={data} />
        <time dateTime={String(data.createdAt)} className="text-sm text-zinc-600">
          <FormattedDate value={String(data.createdAt)} dateStyle="medium" timeStyle="medium" />
        </time>
      </div>
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900">
          <FormattedMessage id="audit.manager.event.details" />
        </summary>
        <AuditEventDetails event={data} />
      </details>
    </li>
  );
}
