-- AlterTable
ALTER TABLE "emailLimit" ADD COLUMN     "codeFingerprint" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "codeGuesses" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastAt" BIGINT NOT NULL DEFAULT 0;

-- Hand-written: nothing. "lastAt" paces the codes sent to one address; "codeGuesses" and
-- "codeFingerprint" count one client's guesses at one code (server/auth/email-limits.ts,
-- docs/decisions/008).
