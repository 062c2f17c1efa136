-- One lower-cased search document per row, stored, with one trigram index (docs/decisions/014-*).
-- `searchTerm` matched each column with ILIKE, which folds the case of the row and of the
-- pattern again for every row it reads: at 1M rows a count of 10 000 matches spent most of its
-- time there. `"searchText" LIKE lower($term)` compares bytes. The columns are joined by U+001F,
-- which a term without it cannot match across; a term holding it is also checked per column.
-- Written by hand: schema.prisma cannot declare a generated column. It declares the field with
-- the expression as PostgreSQL prints it (`dbgenerated`, so the migration diff sees no change)
-- and `@ignore`, so Prisma Client neither reads nor writes it.
ALTER TABLE "repository" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  lower("name") || chr(31) || lower("link") || chr(31) || lower(coalesce("description", ''))
) STORED;
ALTER TABLE "user" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  lower("name") || chr(31) || lower("email")
) STORED;

CREATE INDEX "repository_searchText_trgm_idx" ON "repository" USING GIN ("searchText" gin_trgm_ops);
CREATE INDEX "user_searchText_trgm_idx" ON "user" USING GIN ("searchText" gin_trgm_ops);

DROP INDEX "repository_name_trgm_idx";
DROP INDEX "repository_link_trgm_idx";
DROP INDEX "repository_description_trgm_idx";
DROP INDEX "user_name_trgm_idx";
DROP INDEX "user_email_trgm_idx";

-- The document repeats the row's own fields: the audit log (docs/decisions/033-*) leaves it out.
CREATE OR REPLACE FUNCTION audit_fields(row_data jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT row_data - ARRAY['id', 'createdAt', 'updatedAt', 'emailVerified', 'token', 'password',
    'accessToken', 'refreshToken', 'idToken', 'keyHash', 'lastUsedAt', 'rateWindowStart',
    'rateWindowCount', 'ipAddress', 'userAgent', 'searchText']
$$;
