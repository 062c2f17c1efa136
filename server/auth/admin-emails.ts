import type { PrismaClient } from "../generated/prisma/client.ts";
import { currentRequest } from "../logger.ts";

/**
 * ADMIN_EMAILS, the way a fresh deployment gets its first admin (docs/decisions/025-*):
 * a listed address is an admin from the account's creation, and is made one again at its
 * next sign-in if it lost the role while still listed. Revoking for good means taking the
 * address off the list as well (`npm run admin -- revoke` says so).
 *
 * Cost: creation only sets a field; each sign-in of anyone runs one conditional UPDATE
 * (no read), and nothing at all when the list is empty.
 */
export function adminEmailHooks(adminEmails: readonly string[], prisma: PrismaClient) {
  const listed = new Set(adminEmails.map((email) => email.toLowerCase()));
  return {
    /** `user.create.before` */
    userCreated: async <User extends { email: string }>(user: User) => {
      if (!listed.has(user.email.toLowerCase())) return;
      return { data: { ...user, role: "admin" } };
    },
    /** `session.create.after`: the admin plugin's own hook has refused banned users by then. */
    signedIn: async (session: { userId: string; impersonatedBy?: string | null }) => {
      const request = currentRequest();
      if (request) request.userId = session.userId;
      // An admin looking through a listed user's eyes is not that user signing in.
      if (listed.size === 0 || session.impersonatedBy) return;
      await prisma.user.updateMany({
        where: { id: session.userId, email: { in: [...listed] }, NOT: { role: "admin" } },
        data: { role: "admin" },
      });
    },
  };
}
