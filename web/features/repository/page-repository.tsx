import { graphql, usePreloadedQuery } from "react-relay";
import type { pageRepositoryQuery } from "../../__generated__/pageRepositoryQuery.graphql";
import { BackLink } from "../../components/back-link";
import { Page } from "../../components/page";
import { PageNotFound } from "../../components/error-screen";
import { useDocumentTitle } from "../../components/document-title";
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

/** A repository's fields; in the manager, with edit and delete. */
function PageRepository({ area }: { area: Area }) {
  const data = usePreloadedQuery<pageRepositoryQuery>(query, useRouteQuery<pageRepositoryQuery>());
  const repository = data.repository;
  useDocumentTitle(repository?.name);
  if (!repository) return <PageNotFound />;

  return (
    <Page
      back={<BackLink to={`/${area}/repositories`} label={`repository.${area}.detail.back`} />}
      title={repository.name}
      actions={
        area === "manager" && (
          <div className="flex gap-3">
            <RepositoryFormButton repository={repository} />
            <RepositoryDeleteButton repository={repository} />
          </div>
        )
      }
    >
      <RepositoryDetails repository={repository} />
    </Page>
  );
}

export const PageAppRepository = () => <PageRepository area="app" />;
export const PageManagerRepository = () => <PageRepository area="manager" />;
