import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { RoleName } from "#shared/auth/roles";

/** The roles the form offers, in the order shown (shared/auth/roles names them). */
export const FORM_ROLES = ["user", "admin"] as const satisfies readonly RoleName[];
type FormRole = (typeof FORM_ROLES)[number];

/** The form's role checkboxes (a CheckboxGroup's options). */
export const ROLE_OPTIONS = [
  { value: "user", label: <FormattedMessage id="user.manager.roles.user" /> },
  { value: "admin", label: <FormattedMessage id="user.manager.roles.admin" /> },
] satisfies { value: FormRole; label: ReactNode }[];

/** A user's GraphQL roles as the form's values; a role a newer API adds is left out. */
export function formRoles(roles: readonly string[]): FormRole[] {
  return FORM_ROLES.filter((role) => roles.includes(role.toUpperCase()));
}

/** The form's roles as the GraphQL `Role` enum values the mutations take. */
export function graphQLRoles(roles: readonly FormRole[]): ("ADMIN" | "USER")[] {
  return roles.map((role) => (role === "admin" ? "ADMIN" : "USER"));
}
