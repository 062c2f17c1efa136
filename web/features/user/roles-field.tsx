import { useId, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { ROLES, type Role } from "./user-form-values";

type RolesFieldProps = {
  value: Role[];
  onChange: (roles: Role[]) => void;
  readOnly: boolean;
  error: ReactNode;
};

const LABELS = { ADMIN: "user.manager.roles.admin", USER: "user.manager.roles.user" } as const;

/** One checkbox per role; read-only (with the reason) for your own account. */
export function RolesField({ value, onChange, readOnly, error }: RolesFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [readOnly ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-zinc-900">
        <FormattedMessage id="user.manager.form.roles" />
      </legend>
      {ROLES.map((role) => (
        <label key={role} className="flex w-fit items-center gap-2 text-sm text-zinc-900">
          <input
            type="checkbox"
            name="roles"
            value={role}
            checked={value.includes(role)}
            disabled={readOnly}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? ROLES.filter((known) => known === role || value.includes(known))
                  : value.filter((held) => held !== role),
              )
            }
            className="size-4 rounded border-zinc-300 accent-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
          />
          <FormattedMessage id={LABELS[role]} />
        </label>
      ))}
      {readOnly && (
        <p id={hintId} className="text-sm text-zinc-600">
          <FormattedMessage id="user.manager.form.ownRolesReadOnly" />
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
