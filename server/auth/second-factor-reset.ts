import { auditedTransaction } from "../audit/audited-client.ts";
import { recordAuditEvent } from "../audit/record.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { trustedDevicesOf } from "./trusted-devices.ts";

// An admin's reset of a user's second factors (docs/decisions/117), for a user who lost their
// authenticator and backup codes. Together or not at all, in one audited transaction: the
// factor row (secret and backup codes), the passkeys (a second factor too, ADR 118), the trusted devices (better-auth's verification rows
// `trust-device-*` whose value is the user's id), the flag, and every session, so no device
// signed in under the old factor stays in.

export async function resetSecondFactors(prisma: PrismaClient, userId: string): Promise<void> {
  await auditedTransaction(prisma, async (tx) => {
    const factors = await tx.twoFactor.deleteMany({ where: { userId } });
    const passkeys = await tx.passkey.deleteMany({ where: { userId } });
    const trustedDevices = await tx.verification.deleteMany({ where: trustedDevicesOf(userId) });
    await tx.user.update({ where: { id: userId }, data: { twoFactorEnabled: false } });
    const sessions = await tx.session.deleteMany({ where: { userId } });
    await recordAuditEvent(tx, {
      action: "SECOND_FACTOR_RESET",
      targetType: "User",
      targetId: userId,
      changes: {
        factors: factors.count,
        passkeys: passkeys.count,
        trustedDevices: trustedDevices.count,
        sessions: sessions.count,
      },
    });
  });
}
