import { describe, expect, it } from "vitest";
import { accountArea, accountPath, webhookEndpointPath } from "./webhook-paths";

describe("webhook paths", () => {
  it("tell the manager's account page from the app's", () => {
    expect(accountArea("/manager/account")).toBe("manager");
    expect(accountArea("/manager")).toBe("manager");
    expect(accountArea("/app/account")).toBe("app");
    expect(accountArea("/managers/account")).toBe("app");
  });

  it("put an endpoint's log under its area's account page, its id escaped", () => {
    expect(accountPath("app")).toBe("/app/account");
    expect(webhookEndpointPath("manager", "V2ViaG9v/a+b=")).toBe(
      "/manager/account/webhooks/V2ViaG9v%2Fa%2Bb%3D",
    );
  });
});
