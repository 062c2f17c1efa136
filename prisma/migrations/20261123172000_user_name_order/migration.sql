-- users(orderBy: NAME_ASC/NAME_DESC) pages on (name, id) (docs/decisions/039-*).
-- CreateIndex
CREATE INDEX "user_name_id_idx" ON "user"("name", "id");
