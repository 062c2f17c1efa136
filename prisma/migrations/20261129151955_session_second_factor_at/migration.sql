-- AlterTable
ALTER TABLE "session" ADD COLUMN     "secondFactorAt" TIMESTAMP(3);
