import { graphql, usePreloadedQuery } from "react-relay";
import type { pageRepositoryQuery } from "../../__generated__/pageRepositoryQuery.graphql";
import { FormattedMessage } from "react-intl";
import { BackLink } from "../../components/back-link";
import { Page } from "../../components/page";
import { PageNotFound } from "../../components/error-screen";
import { useDocumentTitle } from "../../components/document-title";
import { DangerZone, DangerZoneItem } from "../../components/ui/danger-zone";
import { useRouteQuery } from "../../relay/route-query";
import { RepositoryDetails } from "./repository-details";
import { RepositoryDeleteButton, RepositoryFormButton } from "./repository-actions";
import type { Area } from "./repository-list";

const query = graphql`
  query pageRepositoryQuery($id: ID!) {
    repository(id: $id) {
      name
      ...repositoryDetails_repository
      ...repositoryActions_repository
    }
  }
`;

/**
 * A repository's fields; in the manager, "Edit" as the one primary action and delete in the
 * danger zone at the bottom (docs/decisions/097).
 */
function PageRepository({ area }: { area: Area }) {
  const data = usePreloadedQuery<pageRepositoryQuery>(query, useRouteQuery<pageRepositoryQuery>());
  const repository = data.repository;
  useDocumentTitle(repository?.name);
  if (!repository) return <PageNotFound />;

  return (
    <Page
      back={<BackLink to={`/${area}/repositories`} label={`repository.${area}.detail.back`} />}
      title={<bdi>{repository.name}</bdi>}
      actions={area === "manager" && <RepositoryFormButton repository={repository} />}
    >
      <RepositoryDetails repository={repository} />
      {area === "manager" && (
        <DangerZone>
          <DangerZoneItem
            title={<FormattedMessage id="repository.manager.delete.zoneTitle" />}
            description={<FormattedMessage id="repository.manager.delete.zoneDescription" />}
            action={<RepositoryDeleteButton repository={repository} />}
          />
        </DangerZone>
      )}
    </Page>
  );
}

export const PageAppRepository = () => <PageRepository area="app" />;
export const PageManagerRepository = () => <PageRepository area="manager" />;
