import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DevAccountsHint } from "./dev-accounts-hint";
import { loginLoader } from "./guard-authenticated";

// The hint sits in the vertically centred sign-in card: arriving after the first paint, it
// moved the card (Lighthouse: layout shift 0.037 on /login). The login loader now waits for
// its chunk when the server lists accounts, so the page renders with the hint in place.

const CONFIG = {
  productName: "Groundwork",
  devMailbox: true,
  demoMode: false,
  otpExpiresInMinutes: 10,
  env: { name: null, emoji: null, color: "#000000" },
  signupEnabled: true,
  providers: [],
  seedAccounts: ["user@example.com"],
};

function render() {
  return renderToString(
    <IntlProvider locale="en" onError={() => {}}>
      <Suspense fallback="(not yet)">
        <DevAccountsHint emails={["user@example.com"]} onPick={() => {}} />
      </Suspense>
    </IntlProvider>,
  );
}

describe("the development-accounts hint on /login", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is rendered with the page once the login loader has run", async () => {
    vi.stubGlobal("fetch", async (url: string) =>
      Response.json(url === "/api/config" ? CONFIG : null),
    );
    const request = new Request("http://localhost/login");
    await loginLoader({ request } as unknown as Parameters<typeof loginLoader>[0]);
    const html = render();
    expect(html).not.toContain("(not yet)");
    expect(html).toContain("user@example.com");
  });
});
