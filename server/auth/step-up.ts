import type { PrismaClient } from "../generated/prisma/client.ts";

// When a session last passed a second factor, and the step-up rule that reads it
// (docs/decisions/117). One rule for GraphQL (the `freshSecondFactor` scope) and REST (the
// before-hook in account-guards.ts): creating an API key or a webhook endpoint, changing the
// e-mail address and deleting the account need a second factor passed this recently, when the
// user has one. Times come from the app's clock (jobs.now, pg-boss's TestClock in tests).

/** How long a passed second factor allows the steps above (issue 38). */
export const STEP_UP_SECONDS = 10 * 60;

/**
 * A session as getSession and the GraphQL lookup answer it. Its user's `twoFactorEnabled` and
 * its own `secondFactorAt` are plugin and additional fields that better-auth's inferred types
 * leave out: they are read below, typed there.
 */
export type StepUpSession = { session: { id: string }; user: { id: string } };
type Fields = {
  session: { secondFactorAt?: Date | string | null };
  user: { twoFactorEnabled?: boolean | null };
};

/** The session's last second factor, or null when it never passed one. */
export function secondFactorAt(session: StepUpSession): Date | null {
  const at = (session as StepUpSession & Fields).session.secondFactorAt;
  return at ? new Date(at) : null;
}

/**
 * Whether the session may take a step that needs a recent second factor at `now` (ms): always
 * when its user has none (nothing to prove), else within STEP_UP_SECONDS of the last one.
 */
export function hasFreshSecondFactor(session: StepUpSession, now: number): boolean {
  if (!(session as StepUpSession & Fields).user.twoFactorEnabled) return true;
  const at = secondFactorAt(session);
  if (!at) return false;
  const age = now - at.getTime();
  // A time ahead of the clock (instances' clocks differ slightly) is fresh, not refused.
  return age < STEP_UP_SECONDS * 1000;
}

/**
 * Marks the session with this token as having passed a second factor at `now`. The twoFactor
 * routes call it on success (second-factor.ts); a passkey sign-in, which counts as two
 * factors (issue 38), calls it for the session it makes.
 */
export async function markSecondFactorPassed(
  prisma: PrismaClient,
  sessionToken: string,
  now: number,
): Promise<void> {
  await prisma.session.updateMany({
    where: { token: sessionToken },
    data: { secondFactorAt: new Date(now) },
  });
}
