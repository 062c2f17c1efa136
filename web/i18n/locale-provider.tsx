import { createContext, use, useCallback, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, textDirection, type Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";

type LocaleContextValue = {
  locale: Locale;
  /** Loads the language's messages, then switches the whole tree to it (no page reload). */
  setLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** Sets the page language and direction; Arabic turns the layout right to left. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}

// Spec §9: the language cookie lives 43200 minutes on path /, same-site lax. The server
// reads it (server/i18n.ts) to translate API errors and e-mails.
const LOCALE_COOKIE_MAX_AGE_SECONDS = 43_200 * 60;

function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (privacy settings): the choice lasts for this page only.
  }
}

type LocaleProviderProps = {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
};

/** The react-intl provider, with the language switchable at run time. */
export function LocaleProvider({ initialLocale, initialMessages, children }: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    rememberLocale(locale);
    applyDocumentLocale(locale);
    setState({ locale, messages });
  }, []);

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={state.locale} defaultLocale={DEFAULT_LOCALE} messages={state.messages}>
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
