import { readFile } from "node:fs/promises";
import { headSignatureValid, type SignedHead } from "./head-export.ts";
import type { ExpectedHead } from "./verify.ts";

// What `npm run audit:verify -- --head <value>` accepts (docs/decisions/046-audit-log-roles.md):
// the fields of an `audit chain head` log line, `<seq>:<hash>` or `<seq>:<hash>:<at>`, or the
// path of an AUDIT_HEAD_FILE, whose signature must hold under AUTH_SECRET.

const HASH = /^[0-9a-f]{64}$/;
const SEQ = /^\d{1,19}$/;
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?$/;

export class HeadArgumentError extends Error {}

export async function readExpectedHead(value: string, secret: string): Promise<ExpectedHead> {
  const inline = /^(\d+):([0-9a-f]+)(?::(.+))?$/.exec(value);
  if (inline) return checked({ seq: inline[1]!, hash: inline[2]!, at: inline[3] });
  let text: string;
  try {
    text = await readFile(value, "utf8");
  } catch (error) {
    throw new HeadArgumentError(`cannot read the head file ${value}: ${(error as Error).message}`);
  }
  let parsed: Partial<SignedHead>;
  try {
    parsed = JSON.parse(text) as Partial<SignedHead>;
  } catch {
    throw new HeadArgumentError(`${value} is not a head file (JSON)`);
  }
  const head = checked({ seq: parsed.seq, hash: parsed.hash, at: parsed.at });
  if (
    typeof parsed.mac !== "string" ||
    !headSignatureValid({ ...head, at: head.at ?? "", mac: parsed.mac }, secret)
  ) {
    throw new HeadArgumentError(`the signature of ${value} does not hold (AUTH_SECRET)`);
  }
  return head;
}

function checked(head: { seq?: unknown; hash?: unknown; at?: unknown }): ExpectedHead {
  const { seq, hash } = head;
  // The genesis head (seq 0) has no event, so no time.
  const at = head.at === "" ? undefined : head.at;
  if (typeof seq !== "string" || !SEQ.test(seq) || typeof hash !== "string" || !HASH.test(hash)) {
    throw new HeadArgumentError("a head is <seq>:<64 hex digits>[:<at>]");
  }
  if (at !== undefined && (typeof at !== "string" || !AT.test(at))) {
    throw new HeadArgumentError("a head's time is like 2026-11-28T13:00:00.123 (UTC)");
  }
  return at === undefined ? { seq, hash } : { seq, hash, at };
}
