import type { MessageId } from "../../i18n/messages";
import type { SecondFactorMethod } from "../auth/second-factor-code";
import { authCall } from "../auth/load-auth-client";

/**
 * Checks a signed-in user's current code (the app's, or a backup code, which is then spent).
 * Asked before turning the factor off or renewing backup codes: whoever holds an open session
 * alone must not remove the second factor (issue 38).
 */
export function verifyCurrentCode(
  code: string,
  method: SecondFactorMethod,
): Promise<MessageId | null> {
  return authCall((client) =>
    method === "totp"
      ? client.twoFactor.verifyTotp({ code })
      : client.twoFactor.verifyBackupCode({ code }),
  );
}
