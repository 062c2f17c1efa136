import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useId, useRef, type RefObject } from "react";
import { useIntl } from "react-intl";
import { SEARCH_TERM_MAX_LENGTH } from "#shared/api/limits";
import { Input } from "./ui/input";

type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; visually hidden (the placeholder shows what to type). */
  label: string;
  /** The field, for the page to focus (after the list's "Clear search"). */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** A search field with a clear button (docs/product.md §Screens). Escape also clears it. */
export function SearchInput({ value, onChange, placeholder, label, ...props }: SearchInputProps) {
  const intl = useIntl();
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = props.inputRef ?? ownRef;

  return (
    <div role="search" className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
      />
      <Input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={SEARCH_TERM_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && value) {
            event.preventDefault();
            onChange("");
          }
        }}
        className="ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label={intl.formatMessage({ id: "common.ui.searchInput.clear" })}
          onClick={() => {
            onChange("");
            inputRef.current?.focus();
          }}
          className="absolute end-1.5 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-zinc-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
