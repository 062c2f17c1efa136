import { Suspense, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { pageManagerUsersQuery } from "../../__generated__/pageManagerUsersQuery.graphql";
import { Page } from "../../components/page";
import { SearchInput } from "../../components/search-input";
import { buttonClassName } from "../../components/ui/button-variants";
import { useDocumentTitle } from "../../components/document-title";
import { useSearchTermParam } from "../../components/use-search-term-param";
import { useRouteQuery } from "../../relay/route-query";
import { UserList, UserListSkeleton } from "./user-list";

const query = graphql`
  query pageManagerUsersQuery($searchTerm: String, $orderBy: UserOrder) {
    viewer {
      id
    }
    ...userList_query @arguments(searchTerm: $searchTerm, orderBy: $orderBy)
  }
`;

/** /manager/users: every user, searchable by name or e-mail (`?searchTerm=`), sortable. */
export function PageManagerUsers() {
  const intl = useIntl();
  const [value, setValue, searchTerm] = useSearchTermParam();
  const searchRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(intl.formatMessage({ id: "user.manager.list.title" }));

  return (
    <Page
      title={<FormattedMessage id="user.manager.list.title" />}
      description={<FormattedMessage id="user.manager.list.description" />}
      actions={
        <Link to="/manager/users/new" className={buttonClassName({})}>
          <FormattedMessage id="user.manager.list.new" />
        </Link>
      }
    >
      <SearchInput
        value={value}
        onChange={setValue}
        label={intl.formatMessage({ id: "user.manager.list.searchLabel" })}
        placeholder={intl.formatMessage({ id: "user.manager.list.searchPlaceholder" })}
        inputRef={searchRef}
      />
      {/* The heading and search show at once; the rows' skeletons until the query answers. */}
      <Suspense fallback={<UserListSkeleton />}>
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
  const data = usePreloadedQuery<pageManagerUsersQuery>(
    query,
    useRouteQuery<pageManagerUsersQuery>(),
  );
  return <UserList query={data} viewerId={data.viewer?.id} {...props} />;
}
