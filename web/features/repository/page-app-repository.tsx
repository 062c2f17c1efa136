import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppRepositoryQuery } from "../../__generated__/pageAppRepositoryQuery.graphql";
import { Page } from "../../components/page";
import { PageNotFound } from "../../components/page-not-found";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { BackLink } from "../../components/back-link";
import { RepositoryDetails } from "./repository-details";

const query = graphql`
  query pageAppRepositoryQuery($id: ID!) {
    repository(id: $id) {
      name
      ...repositoryDetails_repository
    }
  }
`;

/** /app/repositories/:id: a repository, read-only, in the desktop-only layout. */
export function PageAppRepository() {
  const data = usePreloadedQuery<pageAppRepositoryQuery>(
    query,
    useRouteQuery<pageAppRepositoryQuery>(),
  );
  const repository = data.repository;
  useDocumentTitle(repository?.name);
  if (!repository) return <PageNotFound />;

  return (
    <Page
      back={<BackLink to="/app/repositories" label="repository.app.detail.back" />}
      title={repository.name}
    >
      <RepositoryDetails repository={repository} />
    </Page>
  );
}
