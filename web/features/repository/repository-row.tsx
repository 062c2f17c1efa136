import Eye from "lucide-react/icons/eye";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { repositoryRow_repository$key } from "../../__generated__/repositoryRow_repository.graphql";
import { dataRowClassName } from "../../components/data-table";
import { PreloadLink } from "../../components/preload-link";
import { buttonClassName } from "../../components/ui/button-variants";
import { externalHref } from "#shared/validation/link";
import { RepositoryDeleteButton } from "./repository-delete-button";
import { repositoryPath } from "./repository-paths";
import { REPOSITORY_COLUMNS } from "./repository-sort";
import { RepositoryUpdateButton } from "./repository-update-button";

const fragment = graphql`
  fragment repositoryRow_repository on Repository {
    id
    name
    link
    description
    createdAt
    ...repositoryUpdateButton_repository
    ...repositoryDeleteButton_repository
  }
`;

type RepositoryRowProps = {
  repository: repositoryRow_repository$key;
  area: "manager" | "app";
  /** The list's connection, which a delete from this row removes the row from. */
  connectionId: string;
};

export const iconLinkClassName = buttonClassName({
  variant: "ghost",
  size: "sm",
  className: "w-8 px-0",
});

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
          <PreloadLink
            to={path}
            className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-zinc-900"
          >
            {name}
          </PreloadLink>
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
        <PreloadLink
          to={path}
          className={iconLinkClassName}
          aria-label={intl.formatMessage({ id: "repository.shared.row.view" }, { name })}
          title={intl.formatMessage({ id: "repository.shared.row.view" }, { name })}
        >
          <Eye aria-hidden="true" className="size-4 shrink-0" />
        </PreloadLink>
        {area === "manager" && (
          <>
            <RepositoryUpdateButton repository={data} compact />
            <RepositoryDeleteButton repository={data} connectionId={connectionId} />
          </>
        )}
      </div>
    </div>
  );
}
