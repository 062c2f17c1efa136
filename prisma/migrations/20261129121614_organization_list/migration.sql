-- The manager's list of organizations (docs/decisions/110), searched and paged as users and
-- repositories are (docs/decisions/014-*, 039-*, 065-*): one stored, lower-cased search document
-- with a trigram index, a prefix index for short terms, and (name, id) and (createdAt, id) keys.
-- The generated column is written by hand, as in migration search_text: schema.prisma declares
-- it with `dbgenerated` and `@ignore`.
ALTER TABLE "organization" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  lower("name") || chr(31) || lower("slug")
) STORED;

-- CreateIndex
CREATE INDEX "organization_name_id_idx" ON "organization"("name", "id");

-- CreateIndex
CREATE INDEX "organization_createdAt_id_idx" ON "organization"("createdAt", "id");

-- CreateIndex
CREATE INDEX "organization_searchText_trgm_idx" ON "organization" USING GIN ("searchText" gin_trgm_ops);

-- A short term matches the start of the slug or the name.
CREATE INDEX "organization_slug_lower_idx" ON "organization" (lower("slug") COLLATE "C", "slug" COLLATE "C");
CREATE INDEX "organization_name_lower_idx" ON "organization" (lower("name") COLLATE "C");
