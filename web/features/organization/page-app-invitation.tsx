import MailQuestion from "lucide-react/icons/mail-question";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { pageAppInvitationQuery } from "../../__generated__/pageAppInvitationQuery.graphql";
import { useDocumentTitle } from "../../components/document-title";
import { Page } from "../../components/page";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { ErrorText } from "../../components/ui/error-text";
import { useRouteQuery } from "../../relay/route-query";
import { InvitationAnswer } from "./invitation-answer";
import { InvitationClosed } from "./invitation-closed";
import { ORGANIZATIONS_PATH } from "./organization-paths";
import { RoleBadge } from "./organization-role";

const query = graphql`
  query pageAppInvitationQuery($id: ID!) {
    viewer {
      email
    }
    node(id: $id) {
      ... on Invitation @alias(as: "invitation") {
        id
        organizationName
        inviterName
        role
        status
        expiresAt
      }
    }
  }
`;

/**
 * /invitations/:id (opened as /app/invitations/:id): the e-mailed invitation, with accept and
 * decline while it is pending, else why it cannot be answered. One addressed to someone else
 * reads as null from the API, so it says which address is signed in.
 */
export function PageAppInvitation() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageAppInvitationQuery>(
    query,
    useRouteQuery<pageAppInvitationQuery>(),
  );
  const invitation = data.node?.invitation;
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(intl.formatMessage({ id: "organization.app.invitation.title" }));

  if (!invitation) {
    return (
      <Page
        className="max-w-2xl"
        title={<FormattedMessage id="organization.app.invitation.title" />}
      >
        <EmptyState
          icon={<MailQuestion />}
          title={<FormattedMessage id="organization.app.invitation.notYoursTitle" />}
          description={
            <FormattedMessage
              id="organization.app.invitation.notYoursDescription"
              values={{ email: <bdi>{data.viewer?.email}</bdi> }}
            />
          }
          action={<OrganizationsLink />}
        />
      </Page>
    );
  }

  const { id, organizationName, inviterName, role, status, expiresAt } = invitation;
  return (
    <Page className="max-w-2xl" title={<FormattedMessage id="organization.app.invitation.title" />}>
      <Card className="flex flex-col gap-4">
        <p className="text-lg text-zinc-900">
          <FormattedMessage
            id="organization.app.invitation.summary"
            values={{
              inviter: <bdi className="font-medium">{inviterName}</bdi>,
              organization: <bdi className="font-medium">{organizationName}</bdi>,
            }}
          />
        </p>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="text-zinc-600">
            <FormattedMessage id="organization.app.invitation.role" />
          </dt>
          <dd>
            <RoleBadge role={role} />
          </dd>
          <dt className="text-zinc-600">
            <FormattedMessage id="organization.app.invitation.expires" />
          </dt>
          <dd className="text-zinc-900">
            <FormattedDate value={expiresAt} dateStyle="medium" timeStyle="short" />
          </dd>
        </dl>
        {status === "PENDING" && !refusal ? (
          <InvitationAnswer
            id={id}
            organizationName={organizationName}
            onRefused={(error) =>
              setRefusal(
                error.message ?? intl.formatMessage({ id: "organization.shared.form.error" }),
              )
            }
          />
        ) : (
          <InvitationClosed status={status} />
        )}
        <ErrorText>{refusal}</ErrorText>
      </Card>
      <OrganizationsLink />
    </Page>
  );
}

function OrganizationsLink() {
  return (
    <Link
      to={ORGANIZATIONS_PATH}
      className="w-fit text-sm font-medium text-zinc-700 underline underline-offset-4 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-zinc-900"
    >
      <FormattedMessage id="organization.app.invitation.allOrganizations" />
    </Link>
  );
}
