import type { ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { unstorableTextMessage } from "../db/storable-text.ts";
import { localeFromHeaders } from "../i18n.ts";
import { apiError, refusalLater } from "./errors.ts";

// PostgreSQL text cannot hold U+0000 (nor lone surrogates, db/storable-text.ts): one that
// reached a query failed there as a 500. It is refused here, once for every
// argument (search terms, ids, cursors, mutation inputs alike), rather than in each zod schema
// or resolver: in the variables before parsing, and in the document's string literals while
// validating. Cursors and global ids are checked again once decoded (pagination/connection.ts,
// graphql/node-ids.ts).

export const NUL = "\u0000";

type Step = { value: unknown; key: string; parent: Step | null };

/** The first string the database cannot store: its path (`input.name`, `ids.3`) and why. */
export function unstorablePath(value: unknown): { path: string; messageId: string } | null {
  // Iterative, with the path rebuilt only on a hit: variables are client JSON and may nest
  // deeper than the call stack (a 1 MB body holds 500 000 levels).
  const pending: Step[] = [{ value, key: "", parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === "string") {
      const messageId = unstorableTextMessage(current);
      if (messageId) return { path: pathOf(step), messageId };
    } else if (typeof current === "object" && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        pending.push({ value: child, key, parent: step });
      }
    }
  }
  return null;
}

/** Only the outer steps: a real input nests a few levels, a hostile one may not. */
const MAX_PATH_STEPS = 20;

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().slice(0, MAX_PATH_STEPS).join(".");
}

const noNulInStringLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    // graphql-js refuses lone surrogates in a document as a syntax error; NUL it lets through.
    const messageId = unstorableTextMessage(node.value);
    // spec: false, or yoga answers validation errors with 200 to application/json clients.
    const http = { status: 400, spec: false };
    if (messageId)
      context.reportError(refusalLater("VALIDATION", messageId, { nodes: node, http }));
  },
});

export function useNoNulCharacters(): Plugin {
  return {
    onParams({ params, request }) {
      const found = unstorablePath(params.variables);
      if (found === null) return;
      throw apiError(localeFromHeaders(request.headers), "VALIDATION", found.messageId, {
        field: found.path,
        status: 400,
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInStringLiterals);
    },
  };
}
