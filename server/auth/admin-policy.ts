import { DEFAULT_ROLE, parseRoles } from "#shared/auth/roles";

// REQUIRE_ADMIN_MFA (docs/decisions/117): an admin without a second factor keeps their own
// account (to set one up) but uses no admin right. One rule for GraphQL (context.ts narrows
// the caller's role; builder.ts names the refusal) and REST (account-guards.ts).

/** Whether this caller's admin rights are held back until they set up a second factor. */
export function adminSetupRequired(
  requireAdminMfa: boolean,
  role: string | null | undefined,
  twoFactorEnabled: boolean | null | undefined,
): boolean {
  return requireAdminMfa && !twoFactorEnabled && parseRoles(role).includes("admin");
}

/** The role without "admin": what the caller may do while the policy holds them back. */
export function withoutAdmin(role: string | null | undefined): string {
  const rest = parseRoles(role).filter((name) => name !== "admin");
  return (rest.length > 0 ? rest : [DEFAULT_ROLE]).join(",");
}
