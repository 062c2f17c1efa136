import type { PrismaClient } from "../generated/prisma/client.ts";
import { currentRequest } from "../logger.ts";

/**
 * ADMIN_EMAILS (ADR 025), a fresh deployment's first admin: a listed address (lower-case, env.ts)
 * is an admin from its account's creation, and again at its next sign-in if it lost the role
 * while listed (revoking for good means unlisting it too). A sign-in costs one conditional
 * UPDATE, nothing when the list is empty.
 */
export function adminEmailHooks(listed: readonly string[], prisma: PrismaClient) {
  return {
    /** `user.create.before` */
    userCreated: async <User extends { email: string }>(user: User) =>
      listed.includes(user.email.toLowerCase()) ? { data: { ...user, role: "admin" } } : undefined,
    /** `session.create.after`: the admin plugin's own hook has refused banned users by then. */
    signedIn: async (session: { userId: string; impersonatedBy?: string | null }) => {
      const request = currentRequest();
      if (request) request.userId = session.userId;
      // An admin looking through a listed user's eyes is not that user signing in.
      if (listed.length === 0 || session.impersonatedBy) return;
      await prisma.user.updateMany({
        where: { id: session.userId, email: { in: [...listed] }, NOT: { role: "admin" } },
        data: { role: "admin" },
      });
    },
  };
}
