// The account the test OpenID Connect provider (oidc-provider.ts) signs in. A file of its own,
// without the provider's package: specs that only name the account need not load it.

export type OidcTestAccount = { sub: string; email: string; name: string };

export const OIDC_TEST_ACCOUNT: OidcTestAccount = {
  sub: "oidc-user-1",
  email: "oidc.user@example.com",
  name: "Olive Oidc",
};
