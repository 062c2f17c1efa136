import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { isLastAdminViolation } from "./last-admin.ts";
import { parseRoles } from "./permissions.ts";
import { runWithAudit } from "../audit/context.ts";

// `npm run admin -- grant|revoke|list`: give or take the admin role by e-mail on a running
// deployment, without a restart (server/scripts/admin.ts is the command line around this).

export const USAGE = `Usage: npm run admin -- <command>
  grant <email>    make this address an admin (creates the account if there is none)
  revoke <email>   make this admin a plain user (refused for the last admin)
  list             print the admins`;

/** 0 done, 1 refused (unknown account, last admin), 2 bad usage. */
export type ExitCode = 0 | 1 | 2;
type Output = { out: (line: string) => void; err: (line: string) => void };
type Deps = Output & { prisma: PrismaClient; adminEmails: readonly string[] };

export async function runAdminCommand(args: readonly string[], deps: Deps): Promise<ExitCode> {
  const [command, address, ...rest] = args;
  if (command === "list" && address === undefined) return list(deps);
  if ((command !== "grant" && command !== "revoke") || rest.length > 0) {
    deps.err(USAGE);
    return 2;
  }
  const email = address?.trim().toLowerCase() ?? "";
  if (!z.email().safeParse(email).success) {
    deps.err(`"${address ?? ""}" is not an e-mail address.\n${USAGE}`);
    return 2;
  }
  // The audit log records these role changes as the command line's grant or revoke (ADR 033).
  return runWithAudit(
    { actorVia: "cli", hint: command === "grant" ? "ADMIN_GRANT" : "ADMIN_REVOKE" },
    () => (command === "grant" ? grant(email, deps) : revoke(email, deps)),
  );
}

const isAdmin = (role: string | null) => parseRoles(role).includes("admin");

async function list({ prisma, out }: Deps): Promise<ExitCode> {
  const users = await prisma.user.findMany({
    where: { role: { contains: "admin" } },
    orderBy: { email: "asc" },
    select: { email: true, role: true, banned: true },
  });
  const admins = users.filter((user) => isAdmin(user.role));
  if (admins.length === 0) out("No admins.");
  for (const admin of admins) out(admin.banned ? `${admin.email} (banned)` : admin.email);
  return 0;
}

async function grant(email: string, { prisma, out }: Deps): Promise<ExitCode> {
  const user = await prisma.user.findFirst({ where: { email } });
  if (!user) {
    await prisma.user.create({
      data: { id: randomUUID(), email, name: "", emailVerified: false, role: "admin" },
    });
    out(`Created ${email} as an admin: they sign in with a code e-mailed to that address.`);
    return 0;
  }
  if (isAdmin(user.role)) {
    out(`${email} is already an admin.`);
    return 0;
  }
  await prisma.user.update({ where: { id: user.id }, data: { role: "admin" } });
  out(`${email} is now an admin.`);
  return 0;
}

async function revoke(email: string, { prisma, adminEmails, out, err }: Deps): Promise<ExitCode> {
  const user = await prisma.user.findFirst({ where: { email } });
  if (!user) {
    err(`No account uses ${email}.`);
    return 1;
  }
  const wasAdmin = isAdmin(user.role);
  try {
    // The database refuses to take the last admin who can sign in (last-admin.ts), however
    // many commands and servers change roles at once.
    if (wasAdmin) await prisma.user.update({ where: { id: user.id }, data: { role: "user" } });
  } catch (error) {
    if (!isLastAdminViolation(error)) throw error;
    err(`Refused: ${email} is the last admin who can sign in. Grant another address first.`);
    return 1;
  }
  out(wasAdmin ? `${email} is no longer an admin.` : `${email} is not an admin.`);
  if (adminEmails.includes(email)) {
    out(
      `Note: ${email} is listed in ADMIN_EMAILS and becomes an admin again at its next sign-in; remove it from there too.`,
    );
  }
  return 0;
}
