import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type {
  auditSentence_event$data,
  auditSentence_event$key,
} from "../../__generated__/auditSentence_event.graphql";
import { Avatar } from "../../components/ui/avatar";
import { managerOrganizationPath } from "../organization/organization-paths";
import { repositoryPath } from "../repository/repository-paths";
import { auditSentence } from "./audit-sentence-message";
import { NameAndEmail, trustedLabel } from "./name-and-email";

const fragment = graphql`
  fragment auditSentence_event on AuditEvent {
    action
    actor {
      id
      email
    }
    actorId
    actorLabel
    actorEmail
    actorVia
    targetType
    targetId
    targetLabel
    target {
      __typename
      id
    }
    changes
  }
`;

const linkClass =
  "font-medium text-zinc-900 underline decoration-zinc-400 underline-offset-2 hover:decoration-zinc-900";

type PartyProps = {
  label: string;
  /** Set for users: their avatar, coloured by id. */
  user?: { id: string; email: string };
  /** A user's address when the event happened, beside the name they chose. */
  email?: string | null;
  to?: string | null;
};

/** A name in a sentence: with an avatar for a user, a link while its page exists. */
function Party({ user, email, to, ...props }: PartyProps) {
  const label = trustedLabel(props.label, email);
  const name = <bdi className="font-medium text-zinc-900">{label}</bdi>;
  const linked = to ? (
    <Link to={to} className={linkClass}>
      {name}
    </Link>
  ) : (
    name
  );
  return (
    <span className="inline-flex items-center gap-1.5 align-middle">
      {user && <Avatar name={label} email={user.email} seed={user.id} size="xs" />}
      <span>
        <NameAndEmail name={linked} label={label} email={email} />
      </span>
    </span>
  );
}

/** The manager's page of an existing target; null once deleted or for an API key. */
function targetPath(target: auditSentence_event$data["target"]): string | null {
  if (target?.__typename === "User") return `/manager/users/${encodeURIComponent(target.id)}`;
  if (target?.__typename === "Repository") return repositoryPath("manager", target.id);
  if (target?.__typename === "Organization") return managerOrganizationPath(target.id);
  return null;
}

/** "Admin deleted repository acme/foo": one message per action, names as its arguments. */
export function AuditSentence(props: { event: auditSentence_event$key }) {
  const intl = useIntl();
  const event = useFragment(fragment, props.event);
  const { action, actorId, actorVia, changes } = event;
  const sentence = auditSentence({ action, actorId, actorVia, changes });
  const someone = intl.formatMessage({ id: sentence.actorFallback });
  const actor: ReactNode = (
    <Party
      label={event.actorLabel ?? someone}
      user={event.actorId ? { id: event.actorId, email: event.actor?.email ?? "" } : undefined}
      email={event.actorLabel ? event.actorEmail : null}
      to={event.actor ? `/manager/users/${encodeURIComponent(event.actor.id)}` : null}
    />
  );
  const target: ReactNode = (
    <Party
      label={event.targetLabel ?? intl.formatMessage({ id: "audit.sentence.unknownTarget" })}
      user={
        event.targetType === "User" && event.targetId
          ? { id: event.targetId, email: event.targetLabel ?? "" }
          : undefined
      }
      to={targetPath(event.target)}
    />
  );
  return (
    <p className="min-w-0 leading-8 text-zinc-700">
      <FormattedMessage id={sentence.id} values={{ actor, target, ...sentence.values }} />
    </p>
  );
}
