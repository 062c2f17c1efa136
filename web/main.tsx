import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { watchPreloadErrors } from "./components/chunk-reload";
import { startTheme } from "./components/theme";
import { setDocumentLanguage, readLocaleSources, rememberLocale } from "./i18n/document-locale";
import { LocaleProvider } from "./i18n/locale-provider";
import { detectLocale } from "#shared/i18n/detect-locale";
import { DEFAULT_LOCALE, type Locale } from "#shared/i18n/locales";
import { loadMessages, type Messages } from "./i18n/messages";
import { preloadOnIntent } from "./relay/preload-route";
import { disposeInactiveRouteQueries } from "./relay/query-ref-tracker";
import { router } from "./router";
import "./styles.css";

/** The detected language and its messages before the first render; English if they fail. */
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
  watchPreloadErrors();
  startTheme();
  const { locale, messages } = await startLocale();
  setDocumentLanguage(locale);
  disposeInactiveRouteQueries(router);
  preloadOnIntent(router);

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
