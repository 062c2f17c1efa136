import { lazy, type ComponentProps, type ComponentType } from "react";
import type { DevAccounts } from "./dev-accounts";

// The development-accounts hint is not in /login's first load: the server lists seeded
// accounts only outside production and in the demo (docs/decisions/027). When it does,
// the login loader waits for the chunk, so the page renders with the hint in place; had
// it arrived after the first paint, the centred card would jump (a layout shift).

type Props = ComponentProps<typeof DevAccounts>;

let loaded: ComponentType<Props> | undefined;

/** Downloads the hint's chunk; a failure is the page's concern only if it renders it. */
export function loadDevAccounts(): Promise<ComponentType<Props>> {
  return import("./dev-accounts").then((m) => (loaded = m.DevAccounts));
}

const LazyDevAccounts = lazy(() => loadDevAccounts().then((component) => ({ default: component })));

/** The hint, at once when the loader downloaded it, else lazily (inside a Suspense). */
export function DevAccountsHint(props: Props) {
  const Loaded = loaded;
  return Loaded ? <Loaded {...props} /> : <LazyDevAccounts {...props} />;
}
