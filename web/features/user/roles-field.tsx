import { useId, type ReactNode, type Ref } from "react";
import { FormattedMessage } from "react-intl";
import type { RoleName } from "#shared/auth/roles";

/** The roles the form offers, in the order shown (shared/auth/roles names them). */
export const FORM_ROLES = ["user", "admin"] as const satisfies readonly RoleName[];
type FormRole = (typeof FORM_ROLES)[number];

/** A user's GraphQL roles as the form's values; a role a newer API adds is left out. */
export function formRoles(roles: readonly string[]): FormRole[] {
  return FORM_ROLES.filter((role) => roles.includes(role.toUpperCase()));
}

/** The form's roles as the GraphQL `Role` enum values the mutations take. */
export function graphQLRoles(roles: readonly FormRole[]): ("ADMIN" | "USER")[] {
  return roles.map((role) => (role === "admin" ? "ADMIN" : "USER"));
}

type RolesFieldProps = {
  value: readonly FormRole[];
  onChange: (roles: FormRole[]) => void;
  onBlur: () => void;
  /** Focused when the roles are the first field to fix. */
  ref: Ref<HTMLInputElement>;
  readOnly: boolean;
  error: ReactNode;
};

const LABELS = { admin: "user.manager.roles.admin", user: "user.manager.roles.user" } as const;

/** One checkbox per role; read-only (with the reason) for your own account. */
export function RolesField({ value, onChange, onBlur, ref, readOnly, error }: RolesFieldProps) {
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
      {FORM_ROLES.map((role, index) => (
        <label key={role} className="flex w-fit items-center gap-2 text-sm text-zinc-900">
          <input
            ref={index === 0 ? ref : undefined}
            type="checkbox"
            name="roles"
            value={role}
            checked={value.includes(role)}
            disabled={readOnly}
            onBlur={onBlur}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? FORM_ROLES.filter((known) => known === role || value.includes(known))
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
