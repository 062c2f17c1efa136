/**
 * Front-end weight budgets (docs/decisions/027): compressed bytes (gzip, 1 kB = 1000 bytes,
 * as Vite prints) a route downloads on first load in the production build.
 * tests/build/route-budgets.test.ts (in `npm test`) fails when one is exceeded, and
 * tests/e2e/weight.spec.ts checks /login and /app/repositories in Chromium. A route pattern
 * ending in `/*` covers every route under it, so a new page needs no entry of its own.
 */
export const WEB_BUDGETS = {
  js: [
    { route: "/login", kB: 130 },
    { route: "/login/verify", kB: 130 },
    { route: "/login/second-factor", kB: 130 },
    { route: "/login/error", kB: 130 },
    { route: "/app/*", kB: 230 },
    { route: "/manager/*", kB: 250 },
  ],
  /** Every route's stylesheets together. */
  cssKB: 30,
} as const;

/** The JS budget (kB) that applies to `route`, if any: the most specific pattern wins. */
export function jsBudgetFor(route: string): number | undefined {
  const matches = WEB_BUDGETS.js.filter(({ route: pattern }) =>
    pattern.endsWith("/*")
      ? route === pattern.slice(0, -2) || route.startsWith(pattern.slice(0, -1))
      : route === pattern,
  );
  matches.sort((a, b) => b.route.length - a.route.length);
  return matches[0]?.kB;
}
