// The API's limits, in one place for the server that enforces them, the schema descriptions
// that state them and the web forms that respect them. Field lengths live with their rules in
// shared/validation, list counts in shared/pagination/count-caps.ts, the dashboard's range in
// shared/dashboard/activity.ts.

/** A list's `searchTerm`, in characters; longer is VALIDATION. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** `first`/`last` of a connection: the default, and the range outside which it is VALIDATION. */
export const DEFAULT_PAGE_SIZE = 20;
export const MIN_PAGE_SIZE = 1;
export const MAX_PAGE_SIZE = 100;

/** Global ids per `nodes` call; more is VALIDATION. */
export const NODES_MAX_IDS = 100;
