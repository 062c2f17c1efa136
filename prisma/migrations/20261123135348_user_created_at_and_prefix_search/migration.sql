-- CreateIndex
CREATE INDEX "user_createdAt_id_idx" ON "user"("createdAt", "id");

-- Search terms without a trigram (1–2 characters, punctuation) match the start of these
-- columns (docs/decisions/014-*): `lower(col) COLLATE "C" LIKE 'ab%'` is a range of these
-- B-trees whatever the database's collation, and the key's own column after it gives the
-- page its order. Written by hand: schema.prisma cannot declare expression indexes, and the
-- migration diff leaves them alone (it neither re-creates nor drops them).
CREATE INDEX "repository_name_lower_idx" ON "repository" (lower("name") COLLATE "C", "name" COLLATE "C");
CREATE INDEX "user_email_lower_idx" ON "user" (lower("email") COLLATE "C", "email" COLLATE "C");
CREATE INDEX "user_name_lower_idx" ON "user" (lower("name") COLLATE "C");
