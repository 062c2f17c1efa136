// Step 10 of the production smoke test: what the server wrote, read as a log collector would.

type LogLine = Record<string, unknown>;

/** Throws unless every line is JSON, each request id tags some lines, and no secret leaked. */
export function checkLogs(options: {
  stdout: string[];
  stderr: string[];
  requestIds: string[];
  secrets: string[];
}): string[] {
  const all = [...options.stdout, ...options.stderr];
  const parsed: LogLine[] = [];
  const notJson: string[] = [];
  for (const line of all) {
    try {
      const value: unknown = JSON.parse(line);
      if (value && typeof value === "object") parsed.push(value as LogLine);
      else notJson.push(line);
    } catch {
      notJson.push(line);
    }
  }
  if (notJson.length > 0) {
    throw new Error(
      `smoke: ${notJson.length} log lines are not JSON, e.g.\n${notJson.slice(0, 5).join("\n")}`,
    );
  }

  const report = [`${parsed.length} log lines, all JSON (${options.stderr.length} on stderr)`];
  for (const id of options.requestIds) {
    if (!id) throw new Error("smoke: a response carried no x-request-id");
    const tagged = parsed.filter((line) => line.requestId === id);
    if (tagged.length === 0) throw new Error(`smoke: no log line carries requestId ${id}`);
    const access = tagged.find((line) => "status" in line && "method" in line);
    if (!access) throw new Error(`smoke: no access line for requestId ${id}`);
    report.push(`requestId ${id}: ${tagged.length} line(s), e.g. ${JSON.stringify(access)}`);
  }
  const untagged503 = parsed.filter((line) => line.status === 503 && !line.requestId);
  if (untagged503.length > 0) throw new Error("smoke: a 503 access line has no requestId");

  const joined = all.join("\n");
  // Bounded by non-digits: a 6-digit code must not "match" inside a timestamp.
  const leaked = options.secrets.filter(
    (secret) =>
      secret && new RegExp(`(?<![0-9A-Za-z])${escape(secret)}(?![0-9A-Za-z])`).test(joined),
  );
  if (leaked.length > 0) {
    throw new Error(`smoke: ${leaked.length} secret(s) or login code(s) appear in the log`);
  }
  report.push(`no login code and no AUTH_SECRET in ${all.length} lines`);
  return report;
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
