import { AUDIT_ACTIONS, type AuditAction } from "#shared/audit/actions";

// The audit log's filters live in the URL (`?action=&actor=&target=&from=&to=`), so a
// filtered view can be bookmarked, shared and reloaded. Anything malformed is dropped, never
// sent: the server would refuse it and the page would show an error instead of the log.

export type AuditFilters = {
  action: AuditAction | "";
  /** A user's e-mail address or global id. */
  actor: string;
  /** An e-mail address or a global id (user, repository, API key). */
  target: string;
  /** Days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
};

export const AUDIT_FILTER_PARAMS = ["action", "actor", "target", "from", "to"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 200;

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

function validDay(value: string | null): string {
  if (!value || !DAY.test(value)) return "";
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? "" : value;
}

export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const action = params.get("action") ?? "";
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, MAX_TEXT);
  let from = validDay(params.get("from"));
  let to = validDay(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    action: isAction(action) ? action : "",
    actor: text("actor"),
    target: text("target"),
    from,
    to,
  };
}

export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTER_PARAMS) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  return params;
}

/** The query's variables: whole days in UTC, `to` up to the end of its day. */
export function auditQueryVariables(filters: AuditFilters) {
  const nextDay = (day: string) =>
    new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000).toISOString();
  return {
    action: filters.action || null,
    actorId: filters.actor || null,
    targetId: filters.target || null,
    from: filters.from ? `${filters.from}T00:00:00.000Z` : null,
    to: filters.to ? nextDay(filters.to) : null,
  };
}
