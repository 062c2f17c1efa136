import { FormattedDate, FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { repositoryRow_repository$key } from "../../__generated__/repositoryRow_repository.graphql";
import {
  rowMenuCellClassName,
  stretchedLinkClassName,
  tappableRowClassName,
} from "../../components/data-table";
import { externalHref } from "#shared/validation/link";
import type { Area } from "./repository-list";
import { repositoryPath } from "./repository-paths";
import { REPOSITORY_COLUMNS } from "./repository-sort";
import { RepositoryRowMenu } from "./repository-row-menu";

const fragment = graphql`
  fragment repositoryRow_repository on Repository {
    id
    name
    link
    description
    createdAt
    ...repositoryRowMenu_repository
  }
`;

type RepositoryRowProps = {
  repository: repositoryRow_repository$key;
  area: Area;
  /** The list's connection, which a delete from this row removes the row from. */
  connectionId: string;
};

/** The name opens the repository (the whole row on phones); the manager's "…" edits, deletes. */
export function RepositoryRow({ repository, area, connectionId }: RepositoryRowProps) {
  const data = useFragment(fragment, repository);
  const { id, name, link, description, createdAt } = data;
  const href = externalHref(link);
  const manager = area === "manager";

  return (
    <div
      role="row"
      className={`${tappableRowClassName(REPOSITORY_COLUMNS[area])} ${manager ? "pe-12 sm:pe-4" : ""}`}
    >
      <div role="cell" className="flex min-w-0 flex-col gap-1">
        <h2 dir="auto" className="truncate font-medium text-zinc-900">
          <Link
            to={repositoryPath(area, id)}
            className={`rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900 ${stretchedLinkClassName}`}
          >
            {name}
          </Link>
        </h2>
        <p dir="auto" className="line-clamp-2 text-sm text-zinc-600">
          {description || (
            <span className="italic">
              <FormattedMessage id="repository.app.row.noDescription" />
            </span>
          )}
        </p>
      </div>
      <div role="cell" className="min-w-0">
        {href ? (
          // Positioned: above the name's stretched link, so a tap here opens the link itself.
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            dir="ltr"
            className="relative block w-fit max-w-full truncate text-sm text-sky-800 underline-offset-4 hover:underline"
          >
            <bdi>{link}</bdi>
          </a>
        ) : (
          <bdi dir="ltr" className="block truncate text-sm text-zinc-600">
            {link}
          </bdi>
        )}
      </div>
      <div role="cell" className="text-sm text-zinc-600">
        <FormattedDate value={createdAt} dateStyle="medium" />
      </div>
      {manager && (
        <div role="cell" className={rowMenuCellClassName}>
          <RepositoryRowMenu repository={data} connectionId={connectionId} />
        </div>
      )}
    </div>
  );
}
