import { API_KEY_SCOPES, type ApiKeyScope } from "#shared/validation/api-key";
import { hasPermission, statements, type Permission } from "./permissions.ts";

// API-key scopes come from the permission statements: a READ scope per resource (its read,
// list, get and readOwn actions) and a WRITE scope (the others, and the reads). A key acts with
// its scopes AND its user's current role, checked by the `permission` auth scope on every
// request (ADR 030).
// `apps` is the choice of area (app or manager) in the browser: no key gets it.

const READ_ACTIONS: ReadonlySet<string> = new Set(["read", "list", "get", "readOwn"]);
const UNSCOPED_RESOURCES: ReadonlySet<string> = new Set(["apps"]);

const scopeName = (resource: string, action: string) =>
  `${resource.toUpperCase()}_${READ_ACTIONS.has(action) ? "READ" : "WRITE"}`;

/** The scope an action of a resource needs; null when no key may ever perform it. */
export function scopeOf(resource: string, action: string): ApiKeyScope | null {
  if (UNSCOPED_RESOURCES.has(resource) || !(resource in statements)) return null;
  const scope = scopeName(resource, action);
  return (API_KEY_SCOPES as readonly string[]).includes(scope) ? (scope as ApiKeyScope) : null;
}

/** Every scope the statements give, in statement order; must equal API_KEY_SCOPES. */
export function derivedScopes(): string[] {
  const names = Object.entries(statements).flatMap(([resource, actions]) =>
    UNSCOPED_RESOURCES.has(resource)
      ? []
      : (actions as readonly string[]).map((action) => scopeName(resource, action)),
  );
  return [...new Set(names)];
}

/** A WRITE scope includes its READ one: a write is no use if its result cannot be read. */
export function scopeGrants(held: string, needed: string): boolean {
  return (
    held === needed || (needed.endsWith("_READ") && held === needed.replace(/_READ$/, "_WRITE"))
  );
}

/** Whether a key with these scopes covers every action of the permission. */
export function scopesAllow(scopes: readonly string[], permission: Permission): boolean {
  return Object.entries(permission).every(([resource, actions]) =>
    (actions ?? []).every((action) => {
      const needed = scopeOf(resource, action);
      return needed !== null && scopes.some((held) => scopeGrants(held, needed));
    }),
  );
}

export const isWriteScope = (scope: string) => scope.endsWith("_WRITE");

/**
 * The scopes a role grants (ADR 099): those with at least one action the role may perform. A
 * key never holds more, so a later promotion cannot widen a key its owner made as a user.
 */
export function grantedScopes(roleValue: string | null | undefined): ApiKeyScope[] {
  const granted = new Set<string>();
  for (const [resource, actions] of Object.entries(statements) as [string, readonly string[]][]) {
    for (const action of actions) {
      const scope = scopeOf(resource, action);
      if (scope && hasPermission(roleValue, { [resource]: [action] } as Permission)) {
        granted.add(scope);
      }
    }
  }
  return API_KEY_SCOPES.filter((scope) => granted.has(scope));
}

/** A key's scopes when none are asked for: the read scopes the role grants. */
export const defaultScopes = (roleValue: string | null | undefined) =>
  grantedScopes(roleValue).filter((scope) => !isWriteScope(scope));

/** Stored scopes, minus any name a later version no longer knows. */
export function knownScopes(stored: readonly string[]): ApiKeyScope[] {
  return stored.filter((scope): scope is ApiKeyScope =>
    (API_KEY_SCOPES as readonly string[]).includes(scope),
  );
}

/** What a key may do now: its stored scopes that its owner's current role still grants. */
export function effectiveScopes(stored: readonly string[], roleValue: string | null | undefined) {
  const granted: readonly string[] = grantedScopes(roleValue);
  return knownScopes(stored).filter((scope) => granted.includes(scope));
}
