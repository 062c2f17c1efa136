import { detectLocale } from "#shared/i18n/detect-locale";
import { applyTheme, readStoredTheme } from "./components/theme-document";
import { readLocaleSources, setDocumentLanguage } from "./i18n/document-locale";

// Before the first paint, so neither flashes (docs/decisions/019): the stored theme and the
// language, by the code main.tsx runs, inlined in index.html (029). No request may wait here.
applyTheme(readStoredTheme());
setDocumentLanguage(detectLocale(readLocaleSources()));
