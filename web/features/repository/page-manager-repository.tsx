import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerRepositoryQuery } from "../../__generated__/pageManagerRepositoryQuery.graphql";
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
    <section className="flex flex-col gap-6">
      <BackLink to="/manager/repositories" label="repository.manager.detail.back" />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="min-w-0 text-2xl font-semibold break-words text-zinc-900">
          {repository.name}
        </h1>
        <div className="flex gap-3">
          <RepositoryUpdateButton repository={repository} />
          <RepositoryDeleteButton repository={repository} />
        </div>
      </header>
      <RepositoryDetails repository={repository} />
    </section>
  );
}
