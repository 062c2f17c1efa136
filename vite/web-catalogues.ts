import path from "node:path";
import { createRequire } from "node:module";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE } from "#shared/i18n/locales";
import { readCatalogue } from "../server/i18n-catalogues.ts";

/** Message namespaces only the server reads (API errors, e-mails, the development mailbox). */
export const SERVER_ONLY_NAMESPACES = ["api", "email", "devMailbox"] as const;

const CATALOGUE_URL = /[\\/]locales[\\/]([a-z]{2})\.json\?url$/;
/** A team model's catalogue (ADR 101): merged into its language's file, so never emitted. */
const MODEL_CATALOGUE_URL = /[\\/]locales[\\/][a-z][a-z0-9]*[\\/][a-z]{2}\.json\?url$/;

/** A web catalogue: no server-only messages, each precompiled to its ICU tree (formatjs' way). */
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

const DEFAULT_CATALOGUE = `${DEFAULT_LOCALE}.json`;

/**
 * Builds only (docs/decisions/051, 101): emits the `?url` catalogues, each language's with its
 * models' merged in, through `webCatalogue`, and swaps
 * formatjs' parser (~7 kB gzip) for its parser-less build. Development keeps both as they are.
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
    // Every first load fetches English (it fills missing keys): preloaded with the scripts.
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
      if (MODEL_CATALOGUE_URL.test(id)) return "export default null;";
      const match = CATALOGUE_URL.exec(id);
      if (!match) return null;
      // One file a language, whatever the number of models: the application's and each model's.
      const merged = readCatalogue(path.dirname(id.slice(0, -"?url".length)), match[1]!);
      const source = webCatalogue(JSON.stringify(merged));
      const ref = this.emitFile({ type: "asset", name: `${match[1]}.json`, source });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
