import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type {
  auditEventDetails_event$data,
  auditEventDetails_event$key,
} from "../../__generated__/auditEventDetails_event.graphql";
import type { MessageId } from "../../i18n/messages";
import { AuditChanges } from "./audit-changes";
import { addressPlace } from "./address-place";
import { NameAndEmail, trustedLabel } from "./name-and-email";

const fragment = graphql`
  fragment auditEventDetails_event on AuditEvent {
    changes
    actorLabel
    actorEmail
    signInMethod
    actorVia
    device
    mobile
    ip
    impersonator {
      name
      email
    }
    targetId
    actorApiKeyId
    userAgent
    requestId
  }
`;

// Sign-in methods and actorVia values by their GraphQL names; an unknown one shows nothing.
const METHODS: Partial<Record<string, MessageId>> = {
  EMAIL_CODE: "audit.method.EMAIL_CODE",
  GITHUB: "audit.method.GITHUB",
  SINGLE_SIGN_ON: "audit.method.SINGLE_SIGN_ON",
  SESSION: "audit.method.SESSION",
  API_KEY: "audit.method.API_KEY",
  CLI: "audit.method.CLI",
};

/** The method in words: how a sign-in was made, else how the actor was signed in. */
function methodMessage(event: auditEventDetails_event$data): MessageId | null {
  return (
    (event.signInMethod && METHODS[event.signInMethod]) ||
    (event.actorVia && METHODS[event.actorVia]) ||
    null
  );
}

/** An opened event: what changed, then how, from what device and where, in words. */
export function AuditEventDetails(props: { event: auditEventDetails_event$key }) {
  const intl = useIntl();
  const event = useFragment(fragment, props.event);
  const method = methodMessage(event);
  const place = event.ip ? addressPlace(event.ip) : null;
  const impersonator = event.impersonator;
  const impersonatorLabel = impersonator
    ? trustedLabel(impersonator.name || impersonator.email, impersonator.email)
    : "";
  const actorLabel = event.actorLabel && trustedLabel(event.actorLabel, event.actorEmail);
  return (
    <div className="mt-2 flex flex-col gap-3 rounded-md border border-zinc-200 bg-zinc-50 px-4 py-3">
      <AuditChanges changes={event.changes} />
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <Detail label="audit.manager.event.actor">
          {actorLabel && (
            <NameAndEmail
              name={<bdi>{actorLabel}</bdi>}
              label={actorLabel}
              email={event.actorEmail}
            />
          )}
        </Detail>
        <Detail label="audit.manager.event.method">
          {method && <FormattedMessage id={method} />}
        </Detail>
        <Detail label="audit.manager.event.device">
          {event.device ? (
            event.mobile ? (
              <FormattedMessage
                id="audit.manager.event.onPhone"
                values={{ device: <bdi>{event.device}</bdi> }}
              />
            ) : (
              <bdi>{event.device}</bdi>
            )
          ) : (
            // A header the parser does not know is not shown in its own words (it is the caller's).
            event.userAgent && <FormattedMessage id="account.shared.sessions.unknownDevice" />
          )}
        </Detail>
        <Detail label="audit.manager.event.place">
          {place && (
            <FormattedMessage
              id={`audit.place.${place}`}
              values={{ ip: <bdi dir="ltr">{event.ip}</bdi> }}
            />
          )}
        </Detail>
        <Detail label="audit.manager.event.impersonator">
          {impersonator && (
            <NameAndEmail
              name={<bdi>{impersonatorLabel}</bdi>}
              label={impersonatorLabel}
              email={impersonator.email}
            />
          )}
        </Detail>
      </dl>
      <details>
        <summary className="w-fit cursor-pointer rounded text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900">
          <FormattedMessage id="audit.manager.event.technical" />
        </summary>
        <dl
          className="mt-2 grid gap-x-4 gap-y-1 font-mono text-xs sm:grid-cols-[max-content_1fr]"
          aria-label={intl.formatMessage({ id: "audit.manager.event.technical" })}
        >
          <Detail label="audit.manager.event.target">{raw(event.targetId)}</Detail>
          <Detail label="audit.manager.event.apiKey">{raw(event.actorApiKeyId)}</Detail>
          <Detail label="audit.manager.event.userAgent">{raw(event.userAgent)}</Detail>
          <Detail label="audit.manager.event.requestId">{raw(event.requestId)}</Detail>
        </dl>
      </details>
    </div>
  );
}

const raw = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : null);

function Detail({ label, children }: { label: MessageId; children: ReactNode }) {
  if (!children) return null;
  return (
    <>
      <dt className="text-zinc-600">
        <FormattedMessage id={label} />
      </dt>
      <dd className="break-all text-zinc-900">{children}</dd>
    </>
  );
}
