// The database thread's entry from the TypeScript sources on a Node that cannot strip types
// (before 22.18, docs/decisions/004): tsx compiles them in this thread too.
import { register } from "tsx/esm/api";

register();
await import("./pglite-worker.ts");
