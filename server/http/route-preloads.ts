import { readFileSync } from "node:fs";
import { join } from "node:path";

// The served index.html names the lazy chunks of the route a request asks for, so the browser
// fetches them with the entry script rather than after it (docs/decisions/084). The build
// writes the list (vite/route-table.ts); without it the page is served unchanged.

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

/** The build's route list; without one (or with a broken one) no hints, never an error. */
export function readRoutePreloads(webDist: string): RoutePreload[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(webDist, ROUTE_PRELOADS_FILE), "utf8"));
    return Array.isArray(parsed) ? (parsed as RoutePreload[]) : [];
  } catch {
    return [];
  }
}

const segments = (path: string) => path.split("/").filter(Boolean);

/** How well `pattern` matches (higher is more specific), or -1; static > `:param` > `*`. */
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

/** 404 where only the catch-all (`/*`, the 404 screen) matches; 200 otherwise or without a table. */
export function pageStatus(routes: RoutePreload[], pathname: string): 200 | 404 {
  if (routes.length === 0) return 200;
  const route = routeFor(routes, pathname);
  return !route || route.path === "/*" ? 404 : 200;
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** `html` with the route's <link> hints before </head>; the hashed inline scripts untouched. */
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
