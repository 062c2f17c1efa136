import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { repositoryRow_repository$key } from "../../__generated__/repositoryRow_repository.graphql";
import { externalHref } from "./external-href";

const fragment = graphql`
  fragment repositoryRow_repository on Repository {
    name
    link
    description
  }
`;

export function RepositoryRow({ repository }: { repository: repositoryRow_repository$key }) {
  const { name, link, description } = useFragment(fragment, repository);
  const href = externalHref(link);

  return (
    <li className="flex flex-col gap-1 px-4 py-3">
      <h2 className="font-medium text-zinc-900">{name}</h2>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="w-fit max-w-full truncate text-sm text-sky-700 underline-offset-4 hover:underline"
        >
          <bdi>{link}</bdi>
        </a>
      ) : (
        <bdi className="truncate text-sm text-zinc-500">{link}</bdi>
      )}
      <p className="text-sm text-zinc-600">
        {description || (
          <span className="text-zinc-400 italic">
            <FormattedMessage id="repository.app.row.noDescription" />
          </span>
        )}
      </p>
    </li>
  );
}
