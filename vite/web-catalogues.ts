import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE } from "#shared/i18n/locales";

/**
 * Message namespaces only the server reads (API errors, e-mails, the development mailbox):
 * locales/*.json holds them for both sides, the browser never needs them.
 */
export const SERVER_ONLY_NAMESPACES = ["api", "email", "devMailbox"] as const;

const CATALOGUE_URL = /[\\/]locales[\\/]([a-z]{2})\.json\?url$/;

/**
 * A catalogue as the built web app fetches it: without the server-only messages, each
 * message precompiled to the ICU syntax tree react-intl formats from, so the browser
 * never parses (formatjs' documented production setup).
 */
export function webCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const kept = Object.entries(messages)
    .filter(
      ([id]) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(id.split(".")[0] ?? ""),
    )
    .map(([id, message]) => [id, parse(message)]);
  return JSON.stringify(Object.fromEntries(kept));
}

const require = createRequire(import.meta.url);

/** The catalogue of DEFAULT_LOCALE. */
const DEFAULT_CATALOGUE = `${DEFAULT_LOCALE}.json`;

/**
 * Builds only (docs/decisions/027): emits the catalogues web/i18n/messages.ts fetches
 * (`?url` imports) through `webCatalogue`, and swaps formatjs' message parser (~7 kB gzip)
 * for its parser-less build, which formats precompiled messages only. Development and
 * vitest keep plain strings and the parser.
 */
export function webCataloguesPlugin(): Plugin {
  let base = "/";
  return {
    name: "groundwork:web-catalogues",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    config() {
      const noParser = require.resolve("@formatjs/icu-messageformat-parser/no-parser.js");
      return {
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }],
        },
      };
    },
    // English is fetched on every first load, whatever the language (it fills missing
    // keys): index.html preloads it, so it downloads with the scripts (docs/decisions/027).
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const english = Object.values(bundle ?? {}).find(
          (file) => file.type === "asset" && file.names.includes(DEFAULT_CATALOGUE),
        );
        if (!english) return [];
        const href = `${base.replace(/\/?$/, "/")}${english.fileName}`;
        const attrs = { rel: "preload", href, as: "fetch", crossorigin: true };
        return [{ tag: "link", attrs, injectTo: "head" }];
      },
    },
    async load(id) {
      const match = CATALOGUE_URL.exec(id);
      if (!match) return null;
      const source = webCatalogue(await readFile(id.slice(0, -"?url".length), "utf8"));
      const ref = this.emitFile({ type: "asset", name: `${match[1]}.json`, source });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
