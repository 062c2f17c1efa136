-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateTable
CREATE TABLE "apiKey" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "start" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3),
    "rateWindowStart" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rateWindowCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "apiKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "apiKey_keyHash_key" ON "apiKey"("keyHash");

-- CreateIndex
CREATE INDEX "apiKey_userId_createdAt_idx" ON "apiKey"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "repository_name_trgm_idx" ON "repository" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "repository_link_trgm_idx" ON "repository" USING GIN ("link" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "repository_description_trgm_idx" ON "repository" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "user_name_trgm_idx" ON "user" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "user_email_trgm_idx" ON "user" USING GIN ("email" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "apiKey" ADD CONSTRAINT "apiKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
