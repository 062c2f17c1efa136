import { createLogger, type Logger } from "../../server/logger.ts";

export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

/** A production-format logger at `info` whose lines land, parsed, in `lines`. */
export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger(
    { nodeEnv: "production", logLevel: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { logger, lines };
}
