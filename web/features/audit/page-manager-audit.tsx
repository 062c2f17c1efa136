import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router";
import type { pageManagerAuditQuery } from "../../__generated__/pageManagerAuditQuery.graphql";
import { Page } from "../../components/page";
import { useDocumentTitle } from "../../components/document-title";
import { useRouteQuery } from "../../relay/route-query";
import { AuditFilters } from "./audit-filters";
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
    # The list reads the filters as the query's own variables.
    ...auditList_query
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
    <Page
      title={<FormattedMessage id="audit.manager.list.title" />}
      description={<FormattedMessage id="audit.manager.list.description" />}
    >
      <AuditFilters
        filters={filters}
        onApply={(next) => setSearchParams(auditFiltersToParams(next))}
      />
      <AuditList query={data} />
    </Page>
  );
}
