import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from "#shared/api/limits";

// Descriptions of what the relay plugin generates (Node, PageInfo, connection arguments, edges,
// the `input` argument of every mutation), for third parties reading the schema.

const page = `Between ${MIN_PAGE_SIZE} and ${MAX_PAGE_SIZE}; a value outside is refused with VALIDATION. Send first or last, not both.`;

export const relayDescriptions = {
  nodeTypeOptions: {
    description: "An object with a global id, which `node` and `nodes` load back.",
  },
  idFieldOptions: {
    description: "Global id: opaque, stable, unique across every type. Pass it to `node(id:)`.",
  },
  pageInfoTypeOptions: {
    description: "Where a page of a connection sits in the whole list, and its cursors.",
  },
  hasNextPageFieldOptions: { description: "Whether more items follow this page." },
  hasPreviousPageFieldOptions: { description: "Whether items come before this page." },
  startCursorFieldOptions: {
    description: "Cursor of the first item on this page (for `before`); null when it is empty.",
  },
  endCursorFieldOptions: {
    description: "Cursor of the last item on this page (for `after`); null when it is empty.",
  },
  pageInfoFieldOptions: { description: "Cursors and whether there are more pages." },
  edgesFieldOptions: { description: "The items of this page with their cursors, in order." },
  cursorFieldOptions: {
    description: "Opaque position of this item; pass it as `after` or `before` to continue.",
  },
  nodeFieldOptions: { description: "The item." },
  firstArgOptions: {
    description: `Page size, counted from the start (default ${DEFAULT_PAGE_SIZE}). ${page}`,
  },
  lastArgOptions: { description: `Page size, counted from the end. ${page}` },
  afterArgOptions: {
    description: "Items after this cursor (an `endCursor`); a malformed cursor is VALIDATION.",
  },
  beforeArgOptions: {
    description: "Items before this cursor (a `startCursor`); a malformed cursor is VALIDATION.",
  },
  mutationInputArgOptions: { description: "The mutation's input." },
};

/**
 * `totalCount` of a Prisma connection. The plugin's own field takes no description; a field of
 * the same name in the connection's `fields` replaces it. The plugin decides what to load from
 * the selected field names only, and stores the count on the connection object: a number for a
 * related connection, a function for a `prismaConnection` with its own `totalCount`.
 */
export function relatedTotalCountField(noun: string) {
  return {
    nullable: false as const,
    description: `How many ${noun} there are in all, not only on this page.`,
    resolve: (connection: object) => {
      const count = (connection as { totalCount?: number | (() => Promise<number> | number) })
        .totalCount;
      return typeof count === "function" ? count() : (count ?? 0);
    },
  };
}
