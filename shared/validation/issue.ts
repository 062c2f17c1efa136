import type { z } from "zod";

/**
 * The bound a size rule's message names ("at most {max} characters"): zod's issue carries it,
 * so no module lists its bounds here (a new model's rules need no entry).
 */
function boundValues(issue: z.core.$ZodIssue | undefined): Record<string, number> | undefined {
  if (issue?.code === "too_big") return { max: Number(issue.maximum) };
  if (issue?.code === "too_small") return { min: Number(issue.minimum) };
  return undefined;
}

/**
 * What the first issue of a failed parse tells the caller: the field it names, and the message
 * id with its values. The shared rules' messages are message ids
 * (`repository.validation.nameTooLong`); zod's own (a wrong type…) read as the generic
 * `api.errors.validation`. GraphQL (graphql/errors.ts) and REST (auth/input.ts) both use it.
 */
export function issueMessage(issue: z.core.$ZodIssue | undefined) {
  const field =
    issue?.code === "unrecognized_keys" ? issue.keys[0] : issue?.path.map(String).join(".");
  const messageId =
    issue && /^[a-z]+\.validation\.[A-Za-z]+$/.test(issue.message)
      ? issue.message
      : "api.errors.validation";
  return { field: field || undefined, messageId, values: boundValues(issue) };
}
