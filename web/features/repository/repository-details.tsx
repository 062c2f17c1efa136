import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { repositoryDetails_repository$key } from "../../__generated__/repositoryDetails_repository.graphql";
import { externalHref } from "#shared/validation/link";

const fragment = graphql`
  fragment repositoryDetails_repository on Repository {
    link
    description
    createdAt
    updatedAt
  }
`;

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-zinc-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** A repository's fields as a description list (the name is the page heading). */
export function RepositoryDetails({
  repository,
}: {
  repository: repositoryDetails_repository$key;
}) {
  const { link, description, createdAt, updatedAt } = useFragment(fragment, repository);
  const href = externalHref(link);
  return (
    <dl className="divide-y divide-zinc-200 rounded-md border border-zinc-200 bg-white">
      <Item label={<FormattedMessage id="repository.shared.details.link" />}>
        {href ? (
          <a href={href} target="_blank" rel="noreferrer" className="text-sky-800 underline">
            <bdi>{link}</bdi>
          </a>
        ) : (
          <bdi>{link}</bdi>
        )}
      </Item>
      <Item label={<FormattedMessage id="repository.shared.details.description" />}>
        {description ? (
          // Prose in its own direction: a Latin sentence ends with its full stop on an Arabic page.
          <p dir="auto">{description}</p>
        ) : (
          <span className="text-zinc-600 italic">
            <FormattedMessage id="repository.app.row.noDescription" />
          </span>
        )}
      </Item>
      <Item label={<FormattedMessage id="repository.shared.details.createdAt" />}>
        <FormattedDate value={createdAt} dateStyle="long" timeStyle="short" />
      </Item>
      <Item label={<FormattedMessage id="repository.shared.details.updatedAt" />}>
        <FormattedDate value={updatedAt} dateStyle="long" timeStyle="short" />
      </Item>
    </dl>
  );
}
