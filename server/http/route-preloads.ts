import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The served index.html names, for the route a request asks for, the chunks that route
// loads lazily (docs/decisions/027): the browser fetches them while it parses the page,
// instead of after the entry script has run and react-router has matched the URL. The
// build writes the list (vite/route-table.ts); without it the page is served unchanged.

/** Where the build writes the route list, relative to the web build's directory. */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

export type RoutePreload = {
  /** react-router path pattern: `/app/repositories/:id`, `/*`. */
  path: string;
  /** Public URLs of the route's lazy JavaScript chunks (and of their static imports). */
  scripts: string[];
  /** Public URLs of stylesheets those chunks bring that the page does not link already. */
  styles: string[];
};

function strings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** The build's route list; a missing or malformed file means no hints, never an error. */
export function readRoutePreloads(webDist: string): RoutePreload[] {
  const file = join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry: Partial<RoutePreload>): entry is RoutePreload =>
      typeof entry?.path === "string" && strings(entry.scripts) && strings(entry.styles),
  );
}

const segments = (path: string) => path.split("/").filter(Boolean);

/**
 * How well `pattern` matches `pathname` (higher is more specific), or -1. Ranks like
 * react-router: a static segment beats a `:param`, which beats a trailing `*`.
 */
export function matchScore(pattern: string, pathname: string): number {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === "*") return index === wanted.length - 1 ? score + 1 : -1;
    const part = actual[index];
    if (part === undefined) return -1;
    if (segment.startsWith(":")) score += 3;
    else if (segment.toLowerCase() === safeDecode(part).toLowerCase()) score += 10;
    else return -1;
  }
  return wanted.length === actual.length ? score + 2 : -1;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function routeFor(routes: RoutePreload[], pathname: string): RoutePreload | undefined {
  let best: RoutePreload | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const score = matchScore(route.path, pathname);
    if (score > bestScore) [best, bestScore] = [route, score];
  }
  return best;
}

/** react-router's catch-all at the root of web/router.tsx: it renders the 404 screen. */
export const NOT_FOUND_PATTERN = "/*";

/**
 * The HTTP status for the page at `pathname`: 404 when no route of the build's table but
 * its catch-all matches (crawlers and monitors then see what the 404 screen says), else 200.
 * Without a table (a build that wrote none) every path is the app's to judge: 200.
 */
export function pageStatus(routes: RoutePreload[], pathname: string): 200 | 404 {
  if (routes.length === 0) return 200;
  const route = routeFor(routes, pathname);
  return !route || route.path === NOT_FOUND_PATTERN ? 404 : 200;
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * `html` with the route's hints added at the end of <head>. Only <link> elements: the
 * inline scripts, whose hashes the Content-Security-Policy allows, stay byte for byte.
 */
export function withRoutePreloads(html: string, route: RoutePreload | undefined): string {
  if (!route || (route.scripts.length === 0 && route.styles.length === 0)) return html;
  const links = [
    ...route.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...route.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  const head = html.search(/<\/head\s*>/i);
  if (head === -1) return html;
  return `${html.slice(0, head)}  ${links.join("\n    ")}\n  ${html.slice(head)}`;
}

/** The index.html to serve for each path, built once per route pattern. */
export function createIndexPage(
  html: string,
  routes: RoutePreload[],
): (pathname: string) => string {
  const pages = new Map(routes.map((route) => [route.path, withRoutePreloads(html, route)]));
  return (pathname) => pages.get(routeFor(routes, pathname)?.path ?? "") ?? html;
}
