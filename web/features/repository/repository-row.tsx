import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { PreloadLink } from "../../components/preload-link";
import type { repositoryRow_repository$key } from "../../__generated__/repositoryRow_repository.graphql";
import { externalHref } from "./external-href";
import { repositoryPath } from "./repository-paths";

const fragment = graphql`
  fragment repositoryRow_repository on Repository {
    id
    name
    link
    description
  }
`;

type RepositoryRowProps = { repository: repositoryRow_repository$key; area: "manager" | "app" };

export function RepositoryRow({ repository, area }: RepositoryRowProps) {
  const { id, name, link, description } = useFragment(fragment, repository);
  const href = externalHref(link);

  return (
    <li className="flex flex-col gap-1 px-4 py-3">
      <h2 className="font-medium text-zinc-900">
        <PreloadLink
          to={repositoryPath(area, id)}
          className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
        >
          {name}
        </PreloadLink>
      </h2>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="w-fit max-w-full truncate text-sm text-sky-800 underline-offset-4 hover:underline"
        >
          <bdi>{link}</bdi>
        </a>
      ) : (
        <bdi className="truncate text-sm text-zinc-600">{link}</bdi>
      )}
      <p className="text-sm text-zinc-600">
        {description || (
          <span className="italic">
            <FormattedMessage id="repository.app.row.noDescription" />
          </span>
        )}
      </p>
    </li>
  );
}
