import { z } from "zod";
import { externalHref } from "./link.ts";
import { isVisibleLine, isVisibleText } from "./text.ts";

// Shared by the GraphQL API (which always re-validates) and the web forms. Issues carry
// message ids from locales/*.json; each side translates them (docs/decisions/016-*).
// Nothing here may import server/ or web/ code.

/** docs/product.md §Validation leaves the minimum link length open; 4 fits the shortest real host ("x.io"). */
export const REPOSITORY_LINK_MIN_LENGTH = 4;
export const REPOSITORY_NAME_MAX_LENGTH = 100;
export const REPOSITORY_LINK_MAX_LENGTH = 2000;
export const REPOSITORY_DESCRIPTION_MAX_LENGTH = 2000;

const message = (id: string) => ({ error: id });

export const repositoryName = z
  .string()
  .trim()
  .min(1, message("repository.validation.nameRequired"))
  .max(REPOSITORY_NAME_MAX_LENGTH, message("repository.validation.nameTooLong"))
  .refine(isVisibleLine, message("repository.validation.nameInvalid"));

export const repositoryLink = z
  .string()
  .trim()
  .min(1, message("repository.validation.linkRequired"))
  .min(REPOSITORY_LINK_MIN_LENGTH, message("repository.validation.linkMinLength"))
  .max(REPOSITORY_LINK_MAX_LENGTH, message("repository.validation.linkTooLong"))
  .refine((value) => value.includes("."), message("repository.validation.linkDot"))
  .refine(isVisibleLine, message("repository.validation.linkInvalid"))
  // Rendered as an href: only web addresses, never `javascript:` or `data:` (link.ts).
  .refine((value) => externalHref(value) !== null, message("repository.validation.linkInvalid"));

export const repositoryDescription = z
  .string()
  .trim()
  .max(REPOSITORY_DESCRIPTION_MAX_LENGTH, message("repository.validation.descriptionTooLong"))
  // Several lines are fine (a text area); hidden and reordering characters are not.
  .refine(isVisibleText, message("repository.validation.descriptionInvalid"))
  .nullish()
  .transform((value) => (value ? value : null));

export const repositoryCreateSchema = z.object({
  name: repositoryName,
  link: repositoryLink,
  description: repositoryDescription,
});

export const repositoryUpdateSchema = z.object({
  name: repositoryName.optional(),
  link: repositoryLink.optional(),
  description: repositoryDescription.optional(),
});

/** Values interpolated into these messages' texts (`{min}`), by message id. */
export const REPOSITORY_VALIDATION_VALUES: Record<string, Record<string, number>> = {
  "repository.validation.linkMinLength": { min: REPOSITORY_LINK_MIN_LENGTH },
  "repository.validation.nameTooLong": { max: REPOSITORY_NAME_MAX_LENGTH },
  "repository.validation.linkTooLong": { max: REPOSITORY_LINK_MAX_LENGTH },
  "repository.validation.descriptionTooLong": { max: REPOSITORY_DESCRIPTION_MAX_LENGTH },
};
