import type { Server } from "node:http";
import { declaresTooLarge } from "./body-limit.ts";

/**
 * `Expect: 100-continue`: Node answers "100 Continue" on its own, before any handler runs, so a
 * client declaring a body over the limit was told to send it all, only to be refused with 413
 * afterwards. Here the declared length is checked first: an oversized body is never asked for,
 * and the app answers 413 (server/http/body-limit.ts). Every other request goes on as before.
 */
export function refuseOversizedBeforeContinue(server: Server): void {
  server.on("checkContinue", (request, response) => {
    if (!declaresTooLarge(request.headers["content-length"])) response.writeContinue();
    server.emit("request", request, response);
  });
}
