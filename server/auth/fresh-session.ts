/**
 * Deleting the account and changing its e-mail address need a sign-in at most this old (else
 * SESSION_EXPIRED): a stolen or forgotten session cannot hand the account away
 * (docs/decisions/044). better-auth's `session.freshAge` reads it too.
 */
export const FRESH_SESSION_SECONDS = 10 * 60;

/** Whether a session signed in at `createdAt` is fresh at `now` (better-auth's own rule). */
export function isFreshSession(createdAt: Date | string, now = Date.now()) {
  return now - new Date(createdAt).getTime() < FRESH_SESSION_SECONDS * 1000;
}
