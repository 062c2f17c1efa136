// Two real OpenID Connect providers on loopback for social sign-in (no internet needed):
// one logs its test account in, the other refuses every login (the access_denied path).
// Each e2e server instance is configured with one of them (playwright.config.ts).

export const OIDC_CLIENT_ID = "groundwork-e2e";
export const OIDC_CLIENT_SECRET = "groundwork-e2e-oidc-secret";
/** The provider's name on the login button ("Continue with …"). */
export const OIDC_NAME = "Acme SSO";

export function oidcPorts(): { allow: number; deny: number } {
  return {
    allow: Number(process.env.E2E_OIDC_PORT ?? 3190),
    deny: Number(process.env.E2E_OIDC_DENY_PORT ?? 3191),
  };
}

export function oidcIssuer(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** better-auth's callback for the generic OAuth provider with id "oidc". */
export function oidcRedirectUri(baseUrl: string): string {
  return `${baseUrl}/api/auth/callback/oidc`;
}

/** Playwright globalSetup: starts both providers, returns their teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Loaded here, not at the top: playwright.config.ts and specs import this file for its
  // constants, in the runner and in every worker process (oidc-provider: ~0.3 s of CPU each).
  const { startOidcProvider } = await import("../../setup/oidc-provider.ts");
  const { allow, deny } = oidcPorts();
  // The ports of both app instances (playwright.config.ts).
  const appPorts = [process.env.E2E_PORT ?? 3100, process.env.E2E_SHORT_PORT ?? 3101];
  const redirectUris = appPorts.map((port) => oidcRedirectUri(`http://localhost:${port}`));
  const common = { clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET, redirectUris };
  const providers = await Promise.all([
    startOidcProvider({ ...common, port: allow }),
    startOidcProvider({ ...common, port: deny, deny: true }),
  ]);
  return async () => {
    await Promise.all(providers.map((provider) => provider.close()));
  };
}
