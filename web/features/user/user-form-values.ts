/** The GraphQL Role enum values the forms offer. */
export const ROLES = ["USER", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];

/** GraphQL enum value → the shared zod rule's value (shared/validation/user.ts). */
export const ROLE_OF = { ADMIN: "admin", USER: "user" } as const satisfies Record<Role, string>;

export type UserFormValues = { name: string; email: string; roles: Role[] };

/** Translated messages per field; `form` for an error that belongs to no field. */
export type UserFormErrors = Partial<Record<"name" | "email" | "roles" | "form", string>>;

/** Keeps the roles the form knows, dropping any value a newer API might add. */
export function knownRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}
