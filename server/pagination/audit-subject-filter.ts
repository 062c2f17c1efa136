import { decodeGlobalID } from "@pothos/plugin-relay";
import { NODE_TARGET_TYPES } from "#shared/audit/actions";
import { Prisma } from "../generated/prisma/client.ts";
import type { Context } from "../graphql/context.ts";
import { NUL } from "../graphql/nul-characters.ts";
import { apiError } from "../graphql/errors.ts";

/**
 * The rows of one person or object: a global id (User, Repository, ApiKey), or an e-mail
 * address, which stands for the user with that address (and, as a target, for the address
 * itself: sign-in failures name one). Anything else matches the stored value as it is.
 */
export function subjectFilter(
  column: "actorId" | "targetId",
  value: string,
  locale: Context["locale"],
): Prisma.Sql {
  const field = Prisma.raw(`"${column}"`);
  if (value.includes("@")) {
    const email = value.trim().toLowerCase();
    const users = Prisma.sql`(SELECT "id" FROM "user" WHERE "email" = ${email})`;
    return column === "targetId"
      ? Prisma.sql`(${field} IN ${users} OR ${field} = ${email})`
      : Prisma.sql`${field} IN ${users}`;
  }
  let decoded: { typename: string; id: string } | undefined;
  try {
    decoded = decodeGlobalID(value);
  } catch {
    // Not a global id: matched as it is.
  }
  if (!decoded || !NODE_TARGET_TYPES.has(decoded.typename)) return Prisma.sql`${field} = ${value}`;
  // PostgreSQL text cannot hold U+0000, which a base64 id can carry past the NUL guard.
  if (decoded.id.includes(NUL)) {
    throw apiError(locale, "VALIDATION", "api.errors.invalidId", { field: column });
  }
  return Prisma.sql`${field} = ${decoded.id}`;
}
