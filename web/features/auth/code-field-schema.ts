import "../../config/zod-policy";
import { z } from "zod";
import { codeSchema } from "./schemas";

/** The sign-in screens' code rule (schemas.ts) as a zod field, for the e-mail change forms. */
export const codeField = z.string().transform((value, context) => {
  const checked = codeSchema(value);
  if (checked.success) return checked.data;
  context.addIssue({ code: "custom", message: checked.error });
  return z.NEVER;
});
