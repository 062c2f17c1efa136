import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN_EMAIL } from "../../prisma/seed/data.ts";
import { authStatePath, type StateName } from "./support/auth-states.ts";
import { expect, freshEmail, mailbox, seededUserEmail, test } from "./support/fixtures.ts";

// The setup projects (playwright.config.ts): sign each account in once per run and server,
// through the real code flow (a code e-mailed over SMTP, then checked), and save the cookies
// for the specs (auth-states.ts). The "setup-seeded" project runs only the admin's.
//
// Through the auth API, as the sign-in screens call it, not through the screens: those are
// what sign-in.spec.ts and sign-up.spec.ts test, and four browser sign-ins here held every
// spec back by about 10 s (docs/decisions/028).

async function signIn(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  name: StateName,
): Promise<{ name: string }> {
  // The browser sends its origin with every POST; better-auth refuses one without it.
  const headers = { origin: String(baseURL) };
  const after = await mailbox.lastId(email);
  const sent = await request.post("/api/auth/email-otp/send-verification-otp", {
    headers,
    data: { email, type: "sign-in" },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await mailbox.waitForCode(email, { after });
  const signedIn = await request.post("/api/auth/sign-in/email-otp", {
    headers,
    data: { email, otp },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const path = authStatePath(String(baseURL), name);
  mkdirSync(dirname(path), { recursive: true });
  await request.storageState({ path });
  return ((await signedIn.json()) as { user: { name: string } }).user;
}

test("sign in as admin", async ({ request, baseURL }) => {
  await signIn(request, baseURL, ADMIN_EMAIL, "admin");
});

test("sign in as user", async ({ request, baseURL }) => {
  await signIn(request, baseURL, seededUserEmail(52), "user");
});

test("sign up a newcomer", async ({ request, baseURL }) => {
  // No name yet: the app sends this account to /onboarding, which the a11y matrix checks.
  const user = await signIn(request, baseURL, freshEmail("newcomer"), "newcomer");
  expect(user.name).toBe("");
});
