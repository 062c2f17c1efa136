import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { IntlProvider, useIntl } from "react-intl";
import { setDocumentLanguage, rememberLocale } from "./document-locale";
import { DEFAULT_LOCALE, type Locale } from "#shared/i18n/locales";
import { loadMessages, type Messages } from "./messages";

type LocaleContextValue = {
  locale: Locale;
  /** Loads the language's messages, then switches to it; until then, the current one stays. */
  setLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

type LocaleProviderProps = {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
};

/** The react-intl provider, with the language switchable at run time. */
export function LocaleProvider({ initialLocale, initialMessages, children }: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  // Only the latest choice applies: a slow language must not replace a quicker, later one.
  const latestRequest = useRef(0);

  const setLocale = useCallback(async (locale: Locale) => {
    const request = ++latestRequest.current;
    const messages = await loadMessages(locale).catch((error: unknown) => {
      // A superseded choice fails silently; only the latest one reports.
      if (request === latestRequest.current) throw error;
      return null;
    });
    if (!messages || request !== latestRequest.current) return;
    rememberLocale(locale);
    setDocumentLanguage(locale);
    setState({ locale, messages });
  }, []);

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={state.locale} defaultLocale={DEFAULT_LOCALE} messages={state.messages}>
        <DocumentDescription />
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error("useLocale() used outside <LocaleProvider>");
  return value;
}

/** The meta description in the page's language (index.html has the English one). */
function DocumentDescription() {
  const description = useIntl().formatMessage({ id: "common.meta.description" });
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [description]);
  return null;
}
