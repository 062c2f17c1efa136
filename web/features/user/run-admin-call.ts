import { isDemoModeError } from "../../components/demo-mode";
import { demoModeNoticeStore } from "../../components/demo-mode-store";
import type { MessageId } from "../../i18n/messages";
import { authErrorMessageId, type AuthClientError } from "../auth/auth-error-message";

type AuthResult = { error: (AuthClientError & { message?: string }) | null };

/**
 * Runs a better-auth admin call; resolves with null when it worked, else the message id to
 * show. A demo-mode refusal opens the read-only notice instead (and still counts as failed).
 */
export async function runAdminCall(call: () => Promise<AuthResult>): Promise<MessageId | null> {
  try {
    const { error } = await call();
    if (!error) return null;
    if (isDemoModeError(error)) {
      demoModeNoticeStore.open();
      return "common.demoMode.description";
    }
    return authErrorMessageId(error);
  } catch {
    return "auth.errorCodes.UNKNOWN_ERROR";
  }
}
