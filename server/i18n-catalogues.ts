import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// One language's messages are locales/<locale>.json and each team model's
// locales/<model>/<locale>.json (docs/decisions/101). The server (server/i18n.ts), the web
// build (vite/web-catalogues.ts) and the generator (generators/plan.ts) read them here.

export type Catalogue = Record<string, string>;

/**
 * The language's catalogues merged, the application's first. A file that cannot be read, or
 * that defines an id another already did, is named in the error: a model without this
 * language, or a broken one, fails the start or the build. `except` leaves out one model.
 */
export function readCatalogue(
  localesDir: string,
  locale: string,
  options: { except?: string } = {},
): Catalogue {
  const models = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .filter((entry) => entry.name !== options.except)
    .map((entry) => `${entry.name}/${locale}.json`);
  const catalogue: Catalogue = {};
  for (const file of [`${locale}.json`, ...models]) {
    let messages: Catalogue;
    try {
      messages = JSON.parse(readFileSync(path.join(localesDir, file), "utf8")) as Catalogue;
    } catch (error) {
      throw new Error(`locales/${file}: ${(error as Error).message}`, { cause: error });
    }
    const twice = Object.keys(messages).find((id) => Object.hasOwn(catalogue, id));
    if (twice) throw new Error(`locales/${file}: "${twice}" is defined in another catalogue`);
    Object.assign(catalogue, messages);
  }
  return catalogue;
}
