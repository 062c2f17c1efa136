import Eye from "lucide-react/icons/eye";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { repositoryRow_repository$key } from "../../__generated__/repositoryRow_repository.graphql";
import { dataRowClassName } from "../../components/data-table";
import { buttonClassName } from "../../components/ui/button-variants";
import { externalHref } from "#shared/validation/link";
import type { Area } from "./repository-list";
import { repositoryPath } from "./repository-paths";
import { REPOSITORY_COLUMNS } from "./repository-sort";
import { RepositoryDeleteButton, RepositoryFormButton } from "./repository-actions";

const fragment = graphql`
  fragment repositoryRow_repository on Repository {
    id
    name
    link
    description
    createdAt
    ...repositoryActions_repository
  }
`;

type RepositoryRowProps = {
  repository: repositoryRow_repository$key;
  area: Area;
  /** The list's connection, which a delete from this row removes the row from. */
  connectionId: string;
};

export function RepositoryRow({ repository, area, connectionId }: RepositoryRowProps) {
  const intl = useIntl();
  const data = useFragment(fragment, repository);
  const { id, name, link, description, createdAt } = data;
  const href = externalHref(link);
  const path = repositoryPath(area, id);

  return (
    <div role="row" className={dataRowClassName(REPOSITORY_COLUMNS)}>
      <div role="cell" className="flex min-w-0 flex-col gap-1">
        <h2 dir="auto" className="truncate font-medium text-zinc-900">
          <Link
            to={path}
            className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
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
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            dir="ltr"
            className="block w-fit max-w-full truncate text-sm text-sky-800 underline-offset-4 hover:underline"
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
      <div role="cell" className="flex items-center gap-1 sm:justify-end">
        <Link
          to={path}
          className={buttonClassName({ variant: "ghost", size: "sm", className: "w-8 px-0" })}
          aria-label={intl.formatMessage({ id: "repository.shared.row.view" }, { name })}
          title={intl.formatMessage({ id: "repository.shared.row.view" }, { name })}
        >
          <Eye aria-hidden="true" className="size-4 shrink-0" />
        </Link>
        {area === "manager" && (
          <>
            <RepositoryFormButton repository={data} compact />
            <RepositoryDeleteButton repository={data} connectionId={connectionId} />
          </>
        )}
      </div>
    </div>
  );
}
