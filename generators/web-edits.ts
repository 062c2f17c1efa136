import type { Edit } from "./edits.ts";
export const WEB_EDITS: (Edit & { when?: (model: import("./names.ts").ModelContext) => boolean })[] = [];
