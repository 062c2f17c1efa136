import Bowser from "bowser";

export type Device = {
  /** "Chrome 156 · Linux"; null when neither browser nor system is recognised. */
  label: string | null;
  mobile: boolean;
};

// Only names from bowser's own lists reach a label: its "Generic" fallback copies the header's
// first product token, which a hostile client writes ("Your bank's official app").
const BROWSERS: ReadonlySet<string> = new Set(
  Object.values(Bowser.BROWSER_MAP).filter((name) => name !== Bowser.BROWSER_MAP.generic),
);
const SYSTEMS: ReadonlySet<string> = new Set(Object.values(Bowser.OS_MAP));

const known = (names: ReadonlySet<string>, name: string | undefined) =>
  name && names.has(name) ? name : null;

/** The browser (major version) and system a User-Agent names, for session lists (bowser). */
export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { label: null, mobile: false };
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowser();
  const name = known(BROWSERS, browser.name);
  const major = /^\d{1,5}(?=\.|$)/.exec(browser.version ?? "")?.[0];
  const browserLabel = name ? [name, major].filter(Boolean).join(" ") : null;
  const system = known(SYSTEMS, parser.getOSName());
  const label = [browserLabel, system].filter(Boolean).join(" · ") || null;
  return { label, mobile: parser.getPlatformType() === "mobile" };
}
