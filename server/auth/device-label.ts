import Bowser from "bowser";

export type Device = {
  /** "Chrome 156 · Linux"; null when neither browser nor system is recognised. */
  label: string | null;
  mobile: boolean;
};

/** The browser (major version) and system a User-Agent names, for session lists (bowser). */
export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { label: null, mobile: false };
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowser();
  const major = browser.version?.split(".")[0];
  const browserLabel = browser.name ? [browser.name, major].filter(Boolean).join(" ") : null;
  const system = parser.getOSName() || null;
  const label = [browserLabel, system].filter(Boolean).join(" · ") || null;
  return { label, mobile: parser.getPlatformType() === "mobile" };
}
