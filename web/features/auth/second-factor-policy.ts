import { parseRoles } from "#shared/auth/roles";

// REQUIRE_ADMIN_MFA in the web (docs/decisions/117): an admin without a second factor is sent
// to set one up before the manager opens. The server refuses their admin rights anyway
// (SECOND_FACTOR_SETUP_REQUIRED); this spares them a manager full of refusals.

/** The account page's second-factor section. */
export const SECOND_FACTOR_SETUP_PATH = "/app/account#second-factor";

/** Whether this user must set up a second factor before using the manager. */
export function mustSetUpSecondFactor(
  requireAdminMfa: boolean,
  user: { role?: string | null; twoFactorEnabled?: boolean | null },
): boolean {
  return requireAdminMfa && !user.twoFactorEnabled && parseRoles(user.role).includes("admin");
}
