import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerRepositoryQuery } from "../../__generated__/pageManagerRepositoryQuery.graphql";
import { Page } from "../../components/page";
import { PageNotFound } from "../../components/page-not-found";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { BackLink } from "../../components/back-link";
import { RepositoryDeleteButton } from "./repository-delete-button";
import { RepositoryDetails } from "./repository-details";
import { RepositoryUpdateButton } from "./repository-update-button";

const query = graphql`
  query pageManagerRepositoryQuery($id: ID!) {
    repository(id: $id) {
      name
      ...repositoryDetails_repository
      ...repositoryUpdateButton_repository
      ...repositoryDeleteButton_repository
    }
  }
`;

/** /manager/repositories/:id: the fields, with edit and delete. */
export function PageManagerRepository() {
  const data = usePreloadedQuery<pageManagerRepositoryQuery>(
    query,
    useRouteQuery<pageManagerRepositoryQuery>(),
  );
  const repository = data.repository;
  useDocumentTitle(repository?.name);
  if (!repository) return <PageNotFound />;

  return (
    <Page
      back={<BackLink to="/manager/repositories" label="repository.manager.detail.back" />}
      title={repository.name}
      actions={
        <div className="flex gap-3">
          <RepositoryUpdateButton repository={repository} />
          <RepositoryDeleteButton repository={repository} />
        </div>
      }
    >
      <RepositoryDetails repository={repository} />
    </Page>
  );
}
