import { Suspense, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerOrganizationsQuery } from "../../__generated__/pageManagerOrganizationsQuery.graphql";
import { useDocumentTitle } from "../../components/document-title";
import { Page } from "../../components/page";
import { SearchInput } from "../../components/search-input";
import { useSearchTermParam } from "../../components/use-search-term-param";
import { useRouteQuery } from "../../relay/route-query";
import {
  ManagerOrganizationList,
  ManagerOrganizationListSkeleton,
} from "./manager-organization-list";

const query = graphql`
  query pageManagerOrganizationsQuery($searchTerm: String, $orderBy: OrganizationOrder) {
    ...managerOrganizationList_query @arguments(searchTerm: $searchTerm, orderBy: $orderBy)
  }
`;

/** /manager/organizations: every organization, searchable by name or slug, sortable. */
export function PageManagerOrganizations() {
  const intl = useIntl();
  const [value, setValue, searchTerm] = useSearchTermParam();
  const searchRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(intl.formatMessage({ id: "organization.manager.list.title" }));
  return (
    <Page
      title={<FormattedMessage id="organization.manager.list.title" />}
      description={<FormattedMessage id="organization.manager.list.description" />}
    >
      <SearchInput
        value={value}
        onChange={setValue}
        label={intl.formatMessage({ id: "organization.manager.list.searchLabel" })}
        placeholder={intl.formatMessage({ id: "organization.manager.list.searchPlaceholder" })}
        inputRef={searchRef}
      />
      <Suspense fallback={<ManagerOrganizationListSkeleton />}>
        <Results
          searchTerm={searchTerm}
          onClearSearch={() => {
            setValue("");
            searchRef.current?.focus();
          }}
        />
      </Suspense>
    </Page>
  );
}

function Results(props: { searchTerm: string; onClearSearch: () => void }) {
  const data = usePreloadedQuery<pageManagerOrganizationsQuery>(
    query,
    useRouteQuery<pageManagerOrganizationsQuery>(),
  );
  return <ManagerOrganizationList query={data} {...props} />;
}
