// `npm run audit:verify`: checks the audit log's hash chain on the database the server uses
// (DATABASE_URL or PGlite; with PGlite the server must be stopped first). Exit 0 intact,
// 1 broken (the first break is printed), 2 could not check.
import { verifyAuditChain } from "../audit/verify.ts";
import { databaseTarget, openDatabase } from "../db/db.ts";
import { EnvError, readEnv } from "../env.ts";

let code: number;
try {
  const db = await openDatabase(databaseTarget(readEnv()));
  try {
    const { events, firstBreak } = await verifyAuditChain(db.prisma);
    if (firstBreak) {
      const id = firstBreak.id ? ` (id ${firstBreak.id})` : "";
      console.error(
        `Audit chain broken at event #${firstBreak.seq}${id}: ${firstBreak.reason}; ${events} events before it verified.`,
      );
      code = 1;
    } else {
      console.log(`Audit chain intact: ${events} events verified.`);
      code = 0;
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `audit:verify: ${String(error)}`);
  code = 2;
}
process.exit(code);
