import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { SEARCH_TERM_PARAM, searchTermFromUrl } from "./search-term";

// Typing pauses this long before the URL (and so the route loader) follows.
const DEBOUNCE_MS = 300;

/**
 * The list search term in `?searchTerm=`: the input's value, its setter, and the URL's term.
 * The URL follows a pause in typing, replacing the history entry, so Back leaves the list.
 */
export function useSearchTermParam(): [string, (value: string) => void, string] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlTerm = searchTermFromUrl(`http://x/?${searchParams.toString()}`);
  const [value, setValue] = useState(urlTerm);
  const [seenUrlTerm, setSeenUrlTerm] = useState(urlTerm);
  // The term this hook last put in the URL. The URL only changes once the list's loader has
  // run, and the user may have typed on meanwhile: that change must not undo their typing.
  const [pushedTerm, setPushedTerm] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward or a link changed the URL: the input follows it.
  if (urlTerm !== seenUrlTerm) {
    setSeenUrlTerm(urlTerm);
    if (urlTerm !== pushedTerm && urlTerm !== value.trim()) setValue(urlTerm);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // A link to another page was followed while the pause ran: its loader is still running, so
  // this page is still mounted, and the search's own navigation would replace that one.
  const { pathname } = useLocation();
  const leavingFor = useNavigation().location?.pathname;
  const leaving = leavingFor !== undefined && leavingFor !== pathname;
  useEffect(() => {
    if (leaving) clearTimeout(timer.current);
  }, [leaving]);

  function update(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPushedTerm(next.trim());
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          const term = next.trim();
          if (term) params.set(SEARCH_TERM_PARAM, term);
          else params.delete(SEARCH_TERM_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }, DEBOUNCE_MS);
  }

  return [value, update, urlTerm];
}
