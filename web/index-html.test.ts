import { describe, expect, it } from "vitest";
import { isDarkTheme, THEME_STORAGE_KEY, THEMES } from "./components/theme";
import { detectLocale, LOCALES, textDirection } from "./i18n/locales";
import indexHtml from "./index.html?raw";

// The inline script in index.html repeats, in plain JavaScript, what the theme store and
// detectLocale do, because it must run before any bundle loads. These tests keep them equal.

const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? "";

type BootInput = {
  storage?: Record<string, string>;
  /** Simulates a browser that refuses storage access. */
  storageThrows?: boolean;
  deviceIsDark?: boolean;
  search?: string;
  cookie?: string;
};

/** Runs the inline script against fake browser globals; returns what it set on <html>. */
function boot({
  storage = {},
  storageThrows,
  deviceIsDark = false,
  search = "",
  cookie = "",
}: BootInput) {
  const classes = new Set<string>();
  const root = {
    lang: "en",
    dir: "",
    style: { colorScheme: "" },
    classList: {
      toggle: (name: string, force: boolean) =>
        void (force ? classes.add(name) : classes.delete(name)),
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error("SecurityError");
      return storage[key] ?? null;
    },
  };
  const matchMedia = (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && deviceIsDark,
  });
  const run = new Function("document", "location", "localStorage", "matchMedia", inlineScript);
  run({ documentElement: root, cookie }, { search }, localStorage, matchMedia);
  return {
    dark: classes.has("dark"),
    colorScheme: root.style.colorScheme,
    lang: root.lang,
    dir: root.dir,
  };
}

describe("the index.html boot script", () => {
  it("exists", () => {
    expect(inlineScript).toContain("prefers-color-scheme");
  });

  it("resolves every theme as the theme store does", () => {
    for (const theme of THEMES) {
      for (const deviceIsDark of [false, true]) {
        const dark = isDarkTheme(theme, deviceIsDark);
        expect({
          theme,
          deviceIsDark,
          ...boot({ storage: { [THEME_STORAGE_KEY]: theme }, deviceIsDark }),
        }).toMatchObject({
          dark,
          colorScheme: dark ? "dark" : "light",
        });
      }
    }
  });

  it("follows the device without a stored or with a broken preference, or no storage at all", () => {
    expect(boot({ deviceIsDark: true }).dark).toBe(true);
    expect(boot({ storage: { [THEME_STORAGE_KEY]: "blue" }, deviceIsDark: true }).dark).toBe(true);
    expect(boot({ storageThrows: true, deviceIsDark: false })).toMatchObject({
      dark: false,
      lang: "en",
    });
  });

  it("sets the language and direction as detectLocale would from the same sources", () => {
    const cases = LOCALES.flatMap((locale) => [
      { search: `?lng=${locale}` },
      { search: `?lng=${locale.toUpperCase()}-XX` },
      { cookie: `a=1; lng=${locale}` },
      { localStorage: `${locale}_XX` },
      { search: "?lng=de", cookie: `lng=${locale}` },
    ]);
    for (const sources of cases) {
      const expected = detectLocale(sources);
      const storage: Record<string, string> = sources.localStorage
        ? { lng: sources.localStorage }
        : {};
      expect({ sources, ...boot({ ...sources, storage }) }).toMatchObject({
        lang: expected,
        dir: textDirection(expected),
      });
    }
  });

  it("leaves <html lang> alone when nothing names a supported language", () => {
    expect(boot({ search: "?lng=de", cookie: "lng=xx" })).toMatchObject({ lang: "en", dir: "" });
  });
});
