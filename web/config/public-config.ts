const PUBLIC_CONFIG_URL = "/api/config";

/** GET /api/config (server/app.ts): shipped in one build with server/env.ts, which checked it. */
export type PublicConfig = {
  productName: string;
  devMailbox: boolean;
  demoMode: boolean;
  otpExpiresInMinutes: number;
  env: { name: string | null; emoji: string | null; color: string };
  /** Whether unknown addresses may create an account. */
  signupEnabled: boolean;
  /** REQUIRE_ADMIN_MFA: admins set up a second factor before the manager (ADR 117). */
  requireAdminMfa: boolean;
  /** Social sign-in providers configured on the server, one button each. */
  providers: { id: "github" | "oidc"; name: string }[];
  /** Demo accounts listed on the login page; the server sends them in development only. */
  seedAccounts: string[];
};

let pending: Promise<PublicConfig> | undefined;

/** Fetched once per page load; a failure is forgotten, so "Try again" fetches again. */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetchPublicConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch(PUBLIC_CONFIG_URL, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) {
    throw new Error(
      `${PUBLIC_CONFIG_URL} answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  return (await response.json()) as PublicConfig;
}
