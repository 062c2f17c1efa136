import { test as base, expect, type Page } from "@playwright/test";
import { OTP_ALPHABET, OTP_LENGTH } from "#shared/validation/one-time-code";
import { seedUsers } from "../../../prisma/seed/data.ts";
import { readAuthState, type StorageState } from "./auth-states.ts";
import { mailboxUrl, type SinkMessage } from "./smtp-sink.ts";

export { expect };

export type Mailbox = {
  /** Id of the newest message for `email` so far (0 when none): pass it as `after`. */
  lastId: (email: string) => Promise<number>;
  /** Messages for `email` newer than `after`, oldest first. */
  messages: (email: string, after?: number) => Promise<SinkMessage[]>;
  /** Waits (up to `timeout` ms) for a code e-mail (default: sign-in) newer than `after`; returns its code. */
  waitForCode: (
    email: string,
    options?: { after?: number; timeout?: number; subject?: string },
  ) => Promise<string>;
};

export type Login = (email: string, options?: { start?: string }) => Promise<void>;

const SEEDED = seedUsers();

/**
 * The e-mail of the n-th seeded user (plain "user" role, with a name; n from 0 to 59). The
 * server e-mails at most 5 codes an hour to one address (server/auth/email-limits.ts), so
 * each test that signs in uses its own account.
 */
export function seededUserEmail(n: number): string {
  const user = SEEDED[n + 2];
  if (!user || user.role !== "user") throw new Error(`no seeded user #${n}`);
  return user.email;
}

/** A fresh address for an account a test creates, bans, deletes or impersonates. */
export function freshEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** Title of /login while sign-up is enabled (as on the e2e servers). */
export const LOGIN_TITLE = "Sign in or create an account";

const SIGN_IN_SUBJECT = "Your Groundwork sign-in code";
/** A code as e-mailed: letters and digits of the code alphabet (one-time-code.ts). */
export const CODE = new RegExp(`^[${OTP_ALPHABET}]{${OTP_LENGTH}}$`);
/** A line of a code e-mail's text holding the code alone. */
export const CODE_LINE = new RegExp(`^[ \\t]*([${OTP_ALPHABET}]{${OTP_LENGTH}})[ \\t]*$`, "m");

export const mailbox: Mailbox = {
  async messages(email, after = 0) {
    const url = `${mailboxUrl()}/messages?${new URLSearchParams({ to: email, after: String(after) })}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`SMTP sink answered ${response.status} for ${url}`);
    const body = (await response.json()) as { messages: SinkMessage[] };
    return body.messages;
  },
  async lastId(email) {
    return (await mailbox.messages(email)).at(-1)?.id ?? 0;
  },
  // 30 s: the wait ends when the mail lands; at load 20-30 an SMTP delivery took over 10 s.
  async waitForCode(email, { after = 0, timeout = 30_000, subject = SIGN_IN_SUBJECT } = {}) {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await mailbox.messages(email, after)).findLast(
            (m) => m.subject === subject,
          );
          code = mail?.text.match(CODE_LINE)?.[1];
          return code;
        },
        {
          message: `a code e-mail "${subject}" for ${email} in the SMTP sink`,
          timeout,
          intervals: [100, 200, 250],
        },
      )
      .toMatch(CODE);
    return code ?? "";
  },
};

/**
 * On /login (already open, or `start`): submits `email`, waits for the verify screen and
 * returns the code that reached the SMTP sink.
 */
export async function requestCode(
  page: Page,
  email: string,
  options: { start?: string } = {},
): Promise<string> {
  if (options.start !== undefined) await page.goto(options.start);
  const after = await mailbox.lastId(email);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page).toHaveURL(/\/login\/verify\?/);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  return mailbox.waitForCode(email, { after });
}

/** Certainly wrong yet well formed: the code with its last symbol moved one along the alphabet. */
export function wrongCode(code: string): string {
  const last = OTP_ALPHABET.indexOf(code.slice(-1));
  return code.slice(0, -1) + OTP_ALPHABET[(last + 1) % OTP_ALPHABET.length];
}

/** Enters the code as a paste would: its last symbol sends it, without a click on Confirm. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Verification code").fill(code);
}

// Each test, and each extra browser context a test opens, gets its own client address.
// better-auth limits code requests and sign-ins per IP and path (server/auth/email-limits.ts);
// it reads the address from X-Forwarded-For (TRUST_PROXY on the e2e servers) and otherwise
// counts every local request as 127.0.0.1. Without this, the whole parallel run would share
// one bucket, and a test's 429 would depend on what the others did. The worker's index
// (unique in a run, whichever workers run at the same time) keeps the addresses apart.
let clients = 0;

/** An address no other test or context in the run uses (198.18.0.0/15 is for testing). */
export function clientAddress(): string {
  clients += 1;
  const worker = base.info().workerIndex;
  return `198.${18 + ((worker >> 8) % 2)}.${worker % 256}.${(clients % 254) + 1}`;
}

/**
 * Every spec's fixtures, the test-scoped ones and the worker-scoped signed-in states
 * (`adminState`, `userState`, `newcomerState`: the setup project's accounts). Playwright lets a
 * worker run only tests whose worker-scoped fixtures are the same registrations, so those are
 * all declared here, once: with the states declared in manager-users.ts, every switch between a
 * file using that test and one using this started a new worker and browser (docs/decisions/028).
 */
export const test = base.extend<
  { mailbox: Mailbox; login: Login; phoneSpecOnPhone: void },
  { adminState: StorageState; userState: StorageState; newcomerState: StorageState }
>({
  adminState: [
    async ({}, use, workerInfo) => {
      await use(readAuthState(String(workerInfo.project.use.baseURL), "admin"));
    },
    { scope: "worker" },
  ],
  userState: [
    async ({}, use, workerInfo) => {
      await use(readAuthState(String(workerInfo.project.use.baseURL), "user"));
    },
    { scope: "worker" },
  ],
  newcomerState: [
    async ({}, use, workerInfo) => {
      await use(readAuthState(String(workerInfo.project.use.baseURL), "newcomer"));
    },
    { scope: "worker" },
  ],
  // A `*.phone.spec.ts` that forgot `test.use(PHONE)` (support/phone.ts) would run on a desktop.
  phoneSpecOnPhone: [
    async ({ isMobile }, use, testInfo) => {
      if (/\.phone\.spec\.ts$/.test(testInfo.file))
        expect(isMobile, `${testInfo.file} runs on a phone: test.use(PHONE)`).toBe(true);
      await use();
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress() });
  },
  mailbox: async ({}, use) => {
    await use(mailbox);
  },
  login: async ({ page }, use) => {
    await use(async (email, options = {}) => {
      const code = await requestCode(page, email, { start: options.start ?? "/login" });
      await enterCode(page, code);
      // Users land in /app, admins in /manager (or wherever `redirect` said).
      await page.waitForURL(/\/(app|manager)(\/|\?|$)/);
    });
  },
});
