// `npm run audit:verify [-- --head <file | seq:hash[:at]>]`: checks the audit log's hash chain
// on the database the server uses (DATABASE_URL or PGlite; with PGlite the server must be
// stopped first), hashing in this process (docs/decisions/046-audit-log-roles.md). With
// --head, the chain must also account for a head exported earlier (AUDIT_HEAD_FILE, signed
// with AUTH_SECRET, or an `audit chain head` log line). Exit 0 intact, 1 broken (the first
// break is printed), 2 could not check.
import { parseArgs } from "node:util";
import { HeadArgumentError, readExpectedHead } from "../audit/head-file.ts";
import { verifyAuditChain, type ExpectedHead } from "../audit/verify.ts";
import { databaseTarget, openDatabase } from "../db/db.ts";
import { EnvError, readEnv } from "../env.ts";

let code: number;
try {
  const { values } = parseArgs({ options: { head: { type: "string" } } });
  const env = readEnv();
  const head: ExpectedHead | undefined =
    values.head === undefined ? undefined : await readExpectedHead(values.head, env.authSecret);
  const db = await openDatabase(databaseTarget(env));
  try {
    const { events, firstBreak } = await verifyAuditChain(db.prisma, { head });
    if (firstBreak) {
      const id = firstBreak.id ? ` (id ${firstBreak.id})` : "";
      console.error(
        `Audit chain broken at event #${firstBreak.seq}${id}: ${firstBreak.reason}; ${events} events before it verified.`,
      );
      code = 1;
    } else {
      const against = head ? ` against the exported head #${head.seq}` : "";
      console.log(`Audit chain intact: ${events} events verified${against}.`);
      code = 0;
    }
  } finally {
    await db.close();
  }
} catch (error) {
  const known = error instanceof EnvError || error instanceof HeadArgumentError;
  console.error(known ? (error as Error).message : `audit:verify: ${String(error)}`);
  code = 2;
}
process.exit(code);
