-- CreateTable
CREATE TABLE "emailLimit" (
    "id" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "windowStart" BIGINT NOT NULL,

    CONSTRAINT "emailLimit_pkey" PRIMARY KEY ("id")
);
