import { AUDIT_ACTIONS, type AuditAction } from "#shared/audit/actions";
import type { MessageId } from "../../i18n/messages";

// The filters live in the URL; anything malformed is dropped, never sent (the API refuses it).

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
  const entries = Object.entries(filters).map(([name, value]) => [name, value.trim()]);
  return new URLSearchParams(entries.filter(([, value]) => value));
}

/** How many filters are set: the count on the phone's "Filters" button. */
export const activeFilterCount = (filters: AuditFilters) =>
  Object.values(filters).filter((value) => value !== "").length;

/** A `YYYY-MM-DD` day as the date picker holds it: that day's local midnight. */
export function dayToDate(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
}

/** The day the date picker shows, as `YYYY-MM-DD` (its local calendar day, not UTC's). */
export function dateToDay(date: Date | undefined): string {
  if (!date) return "";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The query's variables: whole days of the person's own calendar, as the rows show their
 * times (local midnight to local midnight), `to` up to the end of its day.
 */
export function auditQueryVariables(filters: AuditFilters) {
  const startOf = (day: string, after = 0) => {
    const date = dayToDate(day);
    return date ? new Date(date.getFullYear(), date.getMonth(), date.getDate() + after) : null;
  };
  return {
    action: filters.action || null,
    actorId: filters.actor || null,
    targetId: filters.target || null,
    from: filters.from ? (startOf(filters.from)?.toISOString() ?? null) : null,
    to: filters.to ? (startOf(filters.to, 1)?.toISOString() ?? null) : null,
  };
}

/** The translated name of an action: `audit.action.<ACTION>`, in every language. */
export const auditActionMessageId = (action: string) => `audit.action.${action}` as MessageId;
