import { detectLocale } from "#shared/i18n/detect-locale";
import { applyTheme, readStoredTheme } from "./components/theme-document";
import { readLocaleSources, setDocumentLanguage } from "./i18n/document-locale";

// Before the first paint: the stored theme and the detected language and direction, so
// neither flashes (docs/decisions/019). vite/boot-script.ts bundles this file and
// vite.config.ts inlines it in index.html's <head> (docs/decisions/029): the same code main.tsx
// runs afterwards, not a copy. Nothing here may wait for a request.
applyTheme(readStoredTheme());
setDocumentLanguage(detectLocale(readLocaleSources()));
