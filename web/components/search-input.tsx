import { useId, useRef } from "react";
import { useIntl } from "react-intl";
import { SEARCH_TERM_MAX_LENGTH } from "#shared/api/limits";
import { Input } from "./ui/input";

type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; visually hidden (the placeholder shows what to type). */
  label: string;
};

/** A search field with a clear button (docs/product.md §Screens). Escape also clears it. */
export function SearchInput({ value, onChange, placeholder, label }: SearchInputProps) {
  const intl = useIntl();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <div role="search" className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
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
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" stroke="currentColor">
            <path d="M6 6l12 12M18 6 6 18" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
