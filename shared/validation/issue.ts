import type { z } from "zod";
import { REPOSITORY_VALIDATION_VALUES } from "./repository.ts";
import { USER_VALIDATION_VALUES } from "./user.ts";

const VALUES = { ...REPOSITORY_VALIDATION_VALUES, ...USER_VALIDATION_VALUES };

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
  return { field: field || undefined, messageId, values: VALUES[messageId] };
}
