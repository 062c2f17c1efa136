import type { IntlShape } from "react-intl";
import { isDemoModeError } from "../../components/demo-mode";
import { demoModeNoticeStore } from "../../components/demo-mode-store";
import { graphQLErrorField, graphQLErrorMessage } from "../../relay/graphql-error";
import type { UserFormErrors } from "./user-form-values";

export type UserFormResult =
  { id: string; errors?: undefined } | { id?: undefined; errors: UserFormErrors };

const FIELDS = new Set(["name", "email", "roles"]);

/**
 * A mutation's outcome for the user forms: the id when it worked, otherwise the server's
 * translated message on the field it names (EMAIL_ALREADY_USED → email), or on the form.
 */
export function userFormResult(
  intl: IntlShape,
  id: string | undefined,
  errors: unknown,
): UserFormResult {
  const failed = Array.isArray(errors) ? errors.length > 0 : errors != null;
  if (id && !failed) return { id };
  if (isDemoModeError(errors)) {
    // The read-only notice explains it; nothing to mark on a field.
    demoModeNoticeStore.open();
    return { errors: {} };
  }
  const field = graphQLErrorField(errors);
  const message =
    graphQLErrorMessage(errors) ?? intl.formatMessage({ id: "user.manager.form.failed" });
  return {
    errors: field && FIELDS.has(field) ? { [field]: message } : { form: message },
  };
}
