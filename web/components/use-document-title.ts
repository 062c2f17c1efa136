import { useEffect } from "react";
import { useOptionalPublicConfig } from "../config/use-public-config";
import { formatDocumentTitle } from "./document-title";

/** Sets the tab title for the current page; `title` is already translated. */
export function useDocumentTitle(title: string | undefined): void {
  const config = useOptionalPublicConfig();
  const formatted = formatDocumentTitle(title, config);

  useEffect(() => {
    document.title = formatted;
  }, [formatted]);
}
