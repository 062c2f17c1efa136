import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageManagerUsersQuery } from "../../__generated__/pageManagerUsersQuery.graphql";
import { SearchInput } from "../../components/search-input";
import { buttonClassName } from "../../components/ui/button-variants";
import { useDocumentTitle } from "../../components/use-document-title";
import { useSearchTermParam } from "../../components/use-search-term-param";
import { useRouteQuery } from "../../relay/route-query";
import { UserList } from "./user-list";
import { PreloadLink } from "../../components/preload-link";

const query = graphql`
  query pageManagerUsersQuery($searchTerm: String) {
    ...userList_query @arguments(searchTerm: $searchTerm)
  }
`;

/** /manager/users: every user, searchable by name or e-mail (`?searchTerm=`). */
export function PageManagerUsers() {
  const intl = useIntl();
  const data = usePreloadedQuery<pageManagerUsersQuery>(
    query,
    useRouteQuery<pageManagerUsersQuery>(),
  );
  const [value, setValue, searchTerm] = useSearchTermParam();
  useDocumentTitle(intl.formatMessage({ id: "user.manager.list.title" }));

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-zinc-900">
            <FormattedMessage id="user.manager.list.title" />
          </h1>
          <p className="mt-1 text-sm text-zinc-600">
            <FormattedMessage id="user.manager.list.description" />
          </p>
        </div>
        <PreloadLink to="/manager/users/new" className={buttonClassName({})}>
          <FormattedMessage id="user.manager.list.new" />
        </PreloadLink>
      </header>
      <SearchInput
        value={value}
        onChange={setValue}
        label={intl.formatMessage({ id: "user.manager.list.searchLabel" })}
        placeholder={intl.formatMessage({ id: "user.manager.list.searchPlaceholder" })}
      />
      <UserList query={data} searchTerm={searchTerm} />
    </section>
  );
}
