import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { RouterProvider } from "react-router/dom";
import { startTheme } from "./features/account/theme";
import { applyDocumentLocale, LocaleProvider } from "./i18n/locale-provider";
import { detectLocale } from "./i18n/locales";
import { loadMessages } from "./i18n/messages";
import { environment } from "./relay/environment";
import { setPreloadRouter } from "./relay/preload-route";
import { disposeInactiveRouteQueries } from "./relay/route-query";
import { router } from "./router";
import "./styles.css";

/** localStorage, unless the browser refuses access (privacy settings, sandboxed frames). */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function start() {
  const locale = detectLocale(window.location.search, localStorageIfAllowed());
  const messages = await loadMessages(locale);
  applyDocumentLocale(locale);
  startTheme();
  disposeInactiveRouteQueries(router);
  setPreloadRouter(router);

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  createRoot(container).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <LocaleProvider initialLocale={locale} initialMessages={messages}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}

void start();
