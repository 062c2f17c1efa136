import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { startTheme } from "./components/theme";
import { setDocumentLanguage, readLocaleSources, rememberLocale } from "./i18n/document-locale";
import { LocaleProvider } from "./i18n/locale-provider";
import { detectLocale } from "#shared/i18n/detect-locale";
import { DEFAULT_LOCALE, type Locale } from "#shared/i18n/locales";
import { loadMessages, type Messages } from "./i18n/messages";
import { setPreloadRouter } from "./relay/preload-route";
import { disposeInactiveRouteQueries } from "./relay/query-ref-tracker";
import { router } from "./router";
import "./styles.css";

/**
 * The detected language (cached for next time) and its messages, loaded before the first
 * render so no English or raw ids flash. If they cannot be loaded even after the retries,
 * this page shows English rather than nothing; the choice stays cached for the next visit.
 */
async function startLocale(): Promise<{ locale: Locale; messages: Messages }> {
  const locale = detectLocale(readLocaleSources());
  rememberLocale(locale);
  try {
    return { locale, messages: await loadMessages(locale) };
  } catch {
    return { locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) };
  }
}

async function start() {
  startTheme();
  const { locale, messages } = await startLocale();
  setDocumentLanguage(locale);
  disposeInactiveRouteQueries(router);
  setPreloadRouter(router);

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  createRoot(container).render(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
