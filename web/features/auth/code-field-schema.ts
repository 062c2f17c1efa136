import "../../config/zod-policy";
import { z } from "zod";
import { codeSchema } from "./schemas";

/**
 * An e-mailed code as a zod field, for forms that validate with zod (the account's and the
 * manager's e-mail changes): the sign-in screens' plain rule (schemas.ts), the normalised
 * code out, its message id as the issue.
 */
export const codeField = z.string().transform((value, context) => {
  const checked = codeSchema(value);
  if (checked.success) return checked.data;
  context.addIssue({ code: "custom", message: checked.error });
  return z.NEVER;
});
