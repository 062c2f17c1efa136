import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router";
import type { pageManagerAuditQuery } from "../../__generated__/pageManagerAuditQuery.graphql";
import { useDocumentTitle } from "../../components/use-document-title";
import { useRouteQuery } from "../../relay/route-query";
import { AuditFiltersForm } from "./audit-filters-form";
import { AuditList } from "./audit-list";
import { auditFiltersFromParams, auditFiltersToParams } from "./audit-search-params";

const query = graphql`
  query pageManagerAuditQuery(
    $action: AuditAction
    $actorId: ID
    $targetId: ID
    $from: DateTime
    $to: DateTime
  ) {
    ...auditList_query
      @arguments(action: $action, actorId: $actorId, targetId: $targetId, from: $from, to: $to)
  }
`;

/** /manager/audit: who did what to whom, newest first, filtered through the URL. */
export function PageManagerAudit() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageManagerAuditQuery>(
    query,
    useRouteQuery<pageManagerAuditQuery>(),
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = auditFiltersFromParams(searchParams);
  useDocumentTitle(intl.formatMessage({ id: "audit.manager.list.title" }));

  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-zinc-900">
          <FormattedMessage id="audit.manager.list.title" />
        </h1>
        <p className="mt-1 text-sm text-zinc-600">
          <FormattedMessage id="audit.manager.list.description" />
        </p>
      </header>
      <AuditFiltersForm
        // A new form when the URL changes (back, a link), so its fields show the URL's filters.
        key={searchParams.toString()}
        filters={filters}
        onApply={(next) => setSearchParams(auditFiltersToParams(next))}
      />
      <AuditList query={data} />
    </section>
  );
}
