import type { MouseEvent } from "react";
import { FormattedMessage } from "react-intl";

/** The id of each shell's <main>, where the skip link leads. */
export const MAIN_ID = "main-content";

/** Moves focus itself: a "#main-content" in the URL would be a history entry for the router. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * A shell's first focusable element: past the banner and navigation to the page. Above the
 * screen until focused, so only keyboard users meet it.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      className="fixed start-2 top-2 z-50 -translate-y-[200%] rounded-md bg-white px-4 py-2 text-sm font-medium text-zinc-900 underline underline-offset-4 shadow-lg ring-2 ring-zinc-900 focus:translate-y-0 focus:outline-none"
    >
      <FormattedMessage id="layout.common.skipToContent" />
    </a>
  );
}
