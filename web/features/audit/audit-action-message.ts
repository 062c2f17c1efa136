import type { MessageId } from "../../i18n/messages";

/** The translated name of an action: `audit.action.<ACTION>`, in every language. */
export const auditActionMessageId = (action: string) => `audit.action.${action}` as MessageId;
