import { useIntl } from "react-intl";
import { SearchInput } from "../../components/search-input";

/** The repositories search box; the term lives in the URL (useSearchTermParam). */
export function RepositorySearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <SearchInput
      value={value}
      onChange={onChange}
      label={intl.formatMessage({ id: "repository.shared.search.label" })}
      placeholder={intl.formatMessage({ id: "repository.shared.search.placeholder" })}
    />
  );
}
