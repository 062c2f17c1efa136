import type { Browser, Page } from "@playwright/test";
import { clientAddress, enterCode, expect, mailbox, requestCode } from "./fixtures.ts";

// The organization specs' steps (tests/e2e/organizations*.spec.ts).

/** A slug and a name no other run or test has used: organizations are not reset between tests. */
export function uniqueOrganization(label: string): { name: string; slug: string } {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { name: `${label} ${suffix}`, slug: `${label.toLowerCase()}-${suffix}` };
}

/**
 * Waits for the invitation e-mail to `email` newer than `after` and returns the path of its
 * link (`/invitations/<id>`): what the recipient opens.
 */
export async function waitForInvitationLink(email: string, after: number): Promise<string> {
  let path = "";
  await expect
    .poll(
      async () => {
        const mail = (await mailbox.messages(email, after)).findLast((message) =>
          /\/invitations\//.test(message.text),
        );
        const link = mail?.text.match(/https?:\/\/\S+?\/invitations\/[^\s>)"]+/)?.[0];
        path = link ? new URL(link).pathname : "";
        return path;
      },
      { message: `an invitation e-mail for ${email}`, timeout: 30_000, intervals: [100, 250, 500] },
    )
    .toMatch(/^\/invitations\/[^/]+$/);
  return path;
}

/** A second person's browser: its own context, client address and (optional) language. */
export async function openPerson(
  browser: Browser,
  baseURL: string,
  options: { locale?: string; contextOptions?: Parameters<Browser["newContext"]>[0] } = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...options.contextOptions,
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  if (options.locale) {
    await context.addCookies([
      { name: "lng", value: options.locale, domain: "localhost", path: "/" },
    ]);
  }
  return context.newPage();
}

/** Signs in on the login page the app sent `page` to, then waits to leave it. */
export async function signInHere(page: Page, email: string, labels?: SignInLabels) {
  if (!labels) {
    const code = await requestCode(page, email);
    await enterCode(page, code);
  } else {
    const after = await mailbox.lastId(email);
    await page.getByLabel(labels.email).fill(email);
    await page.getByRole("button", { name: labels.continue }).click();
    await expect(page).toHaveURL(/\/login\/verify\?/);
    const code = await mailbox.waitForCode(email, { after, subject: labels.subject });
    await page.getByLabel(labels.code).fill(code);
  }
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** The sign-in screens' words in another language. */
export type SignInLabels = { email: string; continue: string; code: string; subject: string };
