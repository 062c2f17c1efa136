import { diag } from "@opentelemetry/api";
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../logger.ts";
import { setDiagLogger } from "./diag.ts";

function capture() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_fields: object, msg: string) => lines.push({ level, msg });
  const logger = {
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    trace: at("trace"),
  } as unknown as Logger;
  return { lines, logger };
}

afterEach(() => diag.disable());

describe("the SDK's diagnostics in the app's log", () => {
  it("writes warnings with their details, and at debug no exported batch", () => {
    const { lines, logger } = capture();
    setDiagLogger(logger, "verbose");
    lines.length = 0; // the API's own "registered" line
    diag.warn("export failed", { status: 400 });
    diag.debug("items to be sent", [{ attributes: { "enduser.id": "u-1" } }]);
    diag.verbose("sending", { body: "u-1" });
    expect(lines).toEqual([
      { level: "warn", msg: "export failed { status: 400 }" },
      { level: "debug", msg: "items to be sent" },
      { level: "trace", msg: "sending" },
    ]);
  });

  it("stays at warn unless told otherwise", () => {
    const { lines, logger } = capture();
    setDiagLogger(logger, "warn");
    diag.info("started");
    diag.error("refused");
    expect(lines).toEqual([{ level: "error", msg: "refused" }]);
  });
});
