import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";

type UserEmailFieldProps = {
  email: string;
  /**
   * Why the manager cannot move this address (docs/decisions/044): your own changes on your
   * account page, an admin's only by that admin; null when it can be moved.
   */
  blocked: "self" | "admin" | null;
  onChange: () => void;
};

const accountLink = (chunks: ReactNode[]) => (
  <Link to="/manager/account" className="underline">
    {chunks}
  </Link>
);

const HINTS = {
  self: "user.manager.emailChange.selfHint",
  admin: "user.manager.emailChange.adminHint",
  none: "user.manager.emailChange.hint",
} as const;

/** The edit form's address, read-only: it moves only with its holder's consent (ADR 044). */
export function UserEmailField({ email, blocked, onChange }: UserEmailFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Field
        label={<FormattedMessage id="user.manager.form.email" />}
        type="email"
        value={email}
        readOnly
        hint={<FormattedMessage id={HINTS[blocked ?? "none"]} values={{ link: accountLink }} />}
      />
      {!blocked && (
        <Button variant="secondary" size="sm" className="self-start" onClick={onChange}>
          <FormattedMessage id="user.manager.emailChange.button" />
        </Button>
      )}
    </div>
  );
}
