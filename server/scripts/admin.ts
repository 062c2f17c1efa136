// `npm run admin -- grant <email> | revoke <email> | list`: the admin role by e-mail, on the
// database the server uses (DATABASE_URL or PGlite), without restarting it. With embedded
// PGlite the server must be stopped first: PGlite is single-process.
import { runAdminCommand } from "../auth/admin-roles.ts";
import { databaseTarget, openDatabase } from "../db/db.ts";
import { EnvError, readEnv } from "../env.ts";

let code: number;
try {
  const env = readEnv();
  const db = await openDatabase(databaseTarget(env));
  try {
    code = await runAdminCommand(process.argv.slice(2), {
      prisma: db.prisma,
      adminEmails: env.adminEmails,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `admin: ${String(error)}`);
  code = 1;
}
process.exit(code);
