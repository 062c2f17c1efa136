import { createHmac, timingSafeEqual } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import type { Logger } from "../logger.ts";

// The chain head leaves the database after every append (docs/decisions/046-audit-log-roles.md):
// an `audit chain head` log line, and, with AUDIT_HEAD_FILE, a file signed with AUTH_SECRET.
// `npm run audit:verify -- --head <file or seq:hash:at>` checks the chain against one of them,
// so a rewrite by someone who owns the database (a superuser) still shows. Off the request
// path: writes only mark the head dirty; one read of the head row follows per burst.

export type ChainHead = { seq: string; hash: string; at: string };
export type SignedHead = ChainHead & { mac: string };

const MAC_LABEL = "groundwork-audit-head";

export function signHead(head: ChainHead, secret: string): SignedHead {
  return { ...head, mac: headMac(head, secret) };
}

export function headSignatureValid(head: SignedHead, secret: string): boolean {
  const expected = Buffer.from(headMac(head, secret), "hex");
  const given = Buffer.from(head.mac, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function headMac(head: ChainHead, secret: string): string {
  return createHmac("sha256", secret)
    .update(`${MAC_LABEL}:${head.seq}:${head.hash}:${head.at}`)
    .digest("hex");
}

export type HeadExporter = {
  /** Called after a commit that may have appended: exports once the current read is done. */
  schedule: () => void;
  /** Settles when no export is pending (tests, shutdown). */
  idle: () => Promise<void>;
};

export function createHeadExporter(options: {
  readHead: () => Promise<ChainHead | null>;
  logger: Logger;
  file?: string;
  secret: string;
}): HeadExporter {
  let running: Promise<void> | null = null;
  let again = false;
  let lastSeq: string | null = null;

  const exportOnce = async () => {
    const head = await options.readHead();
    if (!head || head.seq === lastSeq) return;
    lastSeq = head.seq;
    options.logger.info({ audit: head }, "audit chain head");
    if (options.file) {
      // Renamed into place: a reader never sees half a file.
      const temporary = `${options.file}.tmp`;
      await writeFile(temporary, `${JSON.stringify(signHead(head, options.secret))}\n`, {
        mode: 0o600,
      });
      await rename(temporary, options.file);
    }
  };

  const run = (): Promise<void> =>
    exportOnce()
      .catch((error: unknown) => options.logger.warn({ err: error }, "audit head export failed"))
      .then(() => {
        if (!again) return;
        again = false;
        return run();
      });

  return {
    schedule: () => {
      if (running) {
        again = true;
        return;
      }
      running = new Promise<void>((resolve) => setImmediate(resolve)).then(run).finally(() => {
        running = null;
      });
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

/** The query the exporter reads the head with: the head row and its event's creation time. */
export const HEAD_SQL = `SELECT c."seq"::text AS "seq", c."hash",
  coalesce(to_jsonb(e."createdAt") #>> '{}', '') AS "at"
  FROM "auditChain" AS c LEFT JOIN "auditEvent" AS e ON e."seq" = c."seq" WHERE c."id" = 1`;
