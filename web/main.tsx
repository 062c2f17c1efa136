import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import { RelayEnvironmentProvider } from "react-relay";
import { RouterProvider } from "react-router/dom";
import { DEFAULT_LOCALE, detectLocale, textDirection } from "./i18n/locales";
import { loadMessages } from "./i18n/messages";
import { environment } from "./relay/environment";
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
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  disposeInactiveRouteQueries(router);

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  createRoot(container).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={environment}>
        <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
          <RouterProvider router={router} />
        </IntlProvider>
      </RelayEnvironmentProvider>
    </StrictMode>,
  );
}

void start();
