import { useEffect } from "react";
import { useIntl } from "react-intl";

/**
 * Keeps the meta description in the page's language (search results and link
 * previews read it). index.html carries the English one for clients that run no script.
 */
export function DocumentDescription() {
  const intl = useIntl();
  const description = intl.formatMessage({ id: "common.meta.description" });
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [description]);
  return null;
}
