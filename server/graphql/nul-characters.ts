import { GraphQLError, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { localeFromHeaders } from "../i18n.ts";
import { apiError, translateLater } from "../schema/errors.ts";

// PostgreSQL text cannot hold U+0000: a NUL that reached a query failed there as a 500
// (issue 10, item 7). It is refused here, once for every argument (search terms, ids, cursors,
// mutation inputs alike), rather than in each zod schema or resolver: in the variables before
// parsing, and in the document's string literals while validating.

const NUL = "\u0000";
const MESSAGE_ID = "api.errors.nulCharacter";

type Step = { value: unknown; key: string; parent: Step | null };

/** The path of the first string holding a NUL (`input.name`, `ids.3`), or null. */
export function nulPath(value: unknown): string | null {
  // Iterative, with the path rebuilt only on a hit: variables are client JSON and may nest
  // deeper than the call stack (a 1 MB body holds 500 000 levels).
  const pending: Step[] = [{ value, key: "", parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === "string") {
      if (current.includes(NUL)) return pathOf(step);
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
    if (!node.value.includes(NUL)) return;
    const error = new GraphQLError("Text cannot contain the NUL character (U+0000).", {
      nodes: node,
      // spec: false, or yoga answers validation errors with 200 to application/json clients.
      extensions: { code: "VALIDATION", http: { status: 400, spec: false } },
    });
    context.reportError(translateLater(error, MESSAGE_ID));
  },
});

export function useNoNulCharacters(): Plugin {
  return {
    onParams({ params, request }) {
      const field = nulPath(params.variables);
      if (field === null) return;
      throw apiError(localeFromHeaders(request.headers), "VALIDATION", MESSAGE_ID, {
        field,
        status: 400,
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInStringLiterals);
    },
  };
}
