// A few patterns cover the browsers and systems people sign in from; the order matters
// (Edge and Opera also say "Chrome", Chrome also says "Safari").
const BROWSERS: [string, RegExp][] = [
  ["Edge", /Edg(?:e|A|iOS)?\/([\d]+)/],
  ["Opera", /(?:OPR|Opera)\/([\d]+)/],
  ["Samsung Internet", /SamsungBrowser\/([\d]+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/([\d]+)/],
  ["Chrome", /(?:HeadlessChrome|Chrome|CriOS)\/([\d]+)/],
  ["Safari", /Version\/([\d]+)[\d.]* (?:Mobile\/\S+ )?Safari/],
];

const SYSTEMS: [string, RegExp][] = [
  ["iOS", /iPhone|iPad|iPod/],
  ["Android", /Android/],
  ["ChromeOS", /CrOS/],
  ["Windows", /Windows/],
  ["macOS", /Mac OS X|Macintosh/],
  ["Linux", /Linux/],
];

export type UserAgentSummary = {
  /** "Firefox 128", or null when unrecognised. */
  browser: string | null;
  /** "Windows", "iOS"…, or null when unrecognised. */
  system: string | null;
  mobile: boolean;
};

/** Browser and operating system named in a User-Agent header, for the sessions list. */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const ua = userAgent ?? "";
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = ua.match(pattern);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  return { browser, system, mobile: /Mobi|Android|iPhone|iPod/.test(ua) };
}
