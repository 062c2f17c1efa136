import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { userSummary_user$key } from "../../__generated__/userSummary_user.graphql";
import type { MessageId } from "../../i18n/messages";
import { UserBadges } from "./user-badges";

const fragment = graphql`
  fragment userSummary_user on User {
    name
    email
    onboarded
    createdAt
    roles
    banned
    banReason
    banExpires
    secondFactor {
      enabled
    }
  }
`;

/** Name, e-mail, roles, ban (why, until when), second factor, onboarding and creation date. */
export function UserSummary({ user }: { user: userSummary_user$key }) {
  const data = useFragment(fragment, user);
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-md border border-zinc-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
      <Row label="user.manager.detail.name">
        {data.name ? <bdi>{data.name}</bdi> : <FormattedMessage id="user.manager.shared.noName" />}
      </Row>
      <Row label="user.manager.detail.email">
        <bdi>{data.email}</bdi>
      </Row>
      <Row label="user.manager.detail.roles">
        <UserBadges roles={data.roles} banned={data.banned} />
      </Row>
      <Row label="user.manager.ban.title">
        {data.banned ? (
          <div role="status" className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-red-900">
            <p className="font-medium">
              <FormattedMessage id="user.manager.ban.banned" />
            </p>
            <p>
              <FormattedMessage
                id="user.manager.ban.reason"
                values={{ reason: data.banReason || "—" }}
              />
            </p>
            <p>
              {data.banExpires ? (
                <FormattedMessage
                  id="user.manager.ban.until"
                  values={{ date: <FormattedDate value={data.banExpires} dateStyle="long" /> }}
                />
              ) : (
                <FormattedMessage id="user.manager.ban.forever" />
              )}
            </p>
          </div>
        ) : (
          <FormattedMessage id="user.manager.ban.notBanned" />
        )}
      </Row>
      <Row label="user.manager.detail.secondFactor">
        <FormattedMessage
          id={
            data.secondFactor.enabled
              ? "user.manager.detail.secondFactorOn"
              : "user.manager.detail.secondFactorOff"
          }
        />
      </Row>
      <Row label="user.manager.detail.onboarded">
        <FormattedMessage
          id={data.onboarded ? "user.manager.detail.yes" : "user.manager.detail.no"}
        />
      </Row>
      <Row label="user.manager.detail.createdAt">
        <FormattedDate value={data.createdAt} dateStyle="long" timeStyle="short" />
      </Row>
    </dl>
  );
}

function Row({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-zinc-600">
        <FormattedMessage id={label} />
      </dt>
      <dd className="text-sm text-zinc-900">{children}</dd>
    </>
  );
}
