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

/** The organization the a11y matrix opens as the seeded user, who owns it (made on first use). */
export const A11Y_ORGANIZATION = { name: "Northwind", slug: "a11y-northwind" };

/**
 * Makes sure the signed-in `page`'s user owns A11Y_ORGANIZATION with a team and a pending
 * invitation, so each of its pages has rows. Tests in parallel may race to create it: the loser's
 * ORGANIZATION_ALREADY_EXISTS is expected, and the organization is read again.
 */
export async function ensureA11yOrganization(page: Page, baseURL: string): Promise<void> {
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await page.request.post("/graphql", {
      headers: { origin: new URL(baseURL).origin },
      data: { query, variables },
    });
    return (await response.json()) as { data?: Record<string, { id: string } | null> };
  };
  const read = () =>
    call(`query($slug: String!) { organization(slug: $slug) { id } }`, {
      slug: A11Y_ORGANIZATION.slug,
    });
  if ((await read()).data?.organization) return;
  const created = await call(
    `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
    { input: A11Y_ORGANIZATION },
  );
  const id = (created.data?.createOrganization as { organization?: { id: string } } | null)
    ?.organization?.id;
  if (!id) {
    await expect.poll(async () => Boolean((await read()).data?.organization)).toBe(true);
    return;
  }
  await call(`mutation($input: CreateTeamInput!) { createTeam(input: $input) { team { id } } }`, {
    input: { organizationId: id, name: "Design" },
  });
  await call(
    `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invitation { id } } }`,
    { input: { organizationId: id, email: "a11y-invitee@example.com", role: "MEMBER" } },
  );
}
