import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { detectLocale, type LocaleSources } from "#shared/i18n/detect-locale";
import { LOCALES, textDirection } from "#shared/i18n/locales";
import { isDarkTheme, THEME_STORAGE_KEY, THEMES, toTheme } from "#shared/theme";
import { BOOT_SCRIPT_PLACEHOLDER, bootScript, withBootScript } from "./boot-script.ts";

// index.html's inline script is built from web/boot.ts (docs/decisions/029). These tests run
// the built script against fake browser globals and check it reaches the same theme and
// language as the shared rules main.tsx applies afterwards.

let script = "";
beforeAll(async () => {
  script = await bootScript();
});

type BootInput = Omit<LocaleSources, "localStorage" | "sessionStorage"> & {
  storage?: Record<string, string>;
  session?: Record<string, string>;
  /** Simulates a browser that refuses storage access. */
  storageThrows?: boolean;
  deviceIsDark?: boolean;
};

function fakeStorage(entries: Record<string, string>, throws?: boolean) {
  return {
    getItem(key: string) {
      if (throws) throw new Error("SecurityError");
      return entries[key] ?? null;
    },
  };
}

/** Runs the built script against fake browser globals; returns what it set on <html>. */
function boot(input: BootInput) {
  const classes = new Set<string>();
  const attributes: Record<string, string> = { lang: input.htmlLang ?? "en" };
  const root = {
    set lang(value: string) {
      attributes.lang = value;
    },
    set dir(value: string) {
      attributes.dir = value;
    },
    getAttribute: (name: string) => attributes[name] ?? null,
    style: { colorScheme: "" },
    classList: {
      toggle: (name: string, force: boolean) =>
        void (force ? classes.add(name) : classes.delete(name)),
    },
  };
  const window = {
    location: { search: input.search ?? "" },
    localStorage: fakeStorage(input.storage ?? {}, input.storageThrows),
    sessionStorage: fakeStorage(input.session ?? {}, input.storageThrows),
    matchMedia: (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && Boolean(input.deviceIsDark),
    }),
  };
  const document = { documentElement: root, cookie: input.cookie ?? "" };
  const navigator = { languages: input.languages ?? [], language: "" };
  new Function("window", "document", "navigator", "location", "localStorage", script)(
    window,
    document,
    navigator,
    window.location,
    window.localStorage,
  );
  return {
    dark: classes.has("dark"),
    colorScheme: root.style.colorScheme,
    lang: attributes.lang,
    dir: attributes.dir,
  };
}

describe("the index.html boot script", () => {
  it("is built into index.html where the placeholder was, as one classic script", async () => {
    const source = readFileSync(new URL("../web/index.html", import.meta.url), "utf8");
    const html = await withBootScript(source);
    expect(html).not.toContain(BOOT_SCRIPT_PLACEHOLDER);
    expect(html).toContain(`<script>${script}</script>`);
    expect(script).not.toMatch(/\bimport\b|\bexport\b|<\/script/i);
  });

  it("resolves every theme as the shared rule does", () => {
    for (const stored of [...THEMES, "blue", undefined]) {
      for (const deviceIsDark of [false, true]) {
        const dark = isDarkTheme(toTheme(stored), deviceIsDark);
        const storage: Record<string, string> = stored ? { [THEME_STORAGE_KEY]: stored } : {};
        expect({ stored, deviceIsDark, ...boot({ storage, deviceIsDark }) }).toMatchObject({
          dark,
          colorScheme: dark ? "dark" : "light",
        });
      }
    }
    expect(boot({ storageThrows: true, deviceIsDark: true }).dark).toBe(true);
  });

  it("sets the language and direction detectLocale gives for the same sources", () => {
    const cases: BootInput[] = LOCALES.flatMap((locale) => [
      { search: `?lng=${locale}` },
      { search: `?lng=${locale.toUpperCase()}-XX` },
      { cookie: `a=1; lng=${locale}` },
      { storage: { lng: `${locale}_XX` } },
      { session: { lng: locale } },
      { languages: ["de-DE", `${locale}-KE`] },
      { htmlLang: locale },
      { search: "?lng=de", cookie: `lng=${locale}`, languages: ["fr"] },
      { cookie: "xlng=fr", storage: { lng: "zz" }, languages: [locale] },
    ]);
    cases.push({ search: "?lng=de", cookie: "lng=%E2", languages: ["*", "x;;"] }, {});
    for (const input of cases) {
      const expected = detectLocale({
        ...input,
        localStorage: input.storage?.lng ?? null,
        sessionStorage: input.session?.lng ?? null,
        htmlLang: input.htmlLang ?? "en",
      });
      expect({ input, ...boot(input) }).toMatchObject({
        lang: expected,
        dir: textDirection(expected),
      });
    }
  });

  it("still sets a language when storage is refused", () => {
    expect(boot({ storageThrows: true, cookie: "lng=ar" })).toMatchObject({
      lang: "ar",
      dir: "rtl",
    });
  });
});
