import { readFileSync } from "node:fs";
import IntlMessageFormat from "intl-messageformat";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, mailbox, seededUserEmail, test } from "./support/fixtures.ts";
import {
  openPerson,
  signInHere,
  uniqueOrganization,
  waitForInvitationLink,
  type SignInLabels,
} from "./support/organizations.ts";
import { PHONE } from "./support/phone.ts";
import { seedUsers } from "../../prisma/seed/data.ts";

// The organizations flow of organizations.spec.ts in Arabic on a 390 px phone: right to left,
// dialogs as bottom drawers, axe on every new screen.

test.use({ ...PHONE, locale: "ar" });

const ar = JSON.parse(
  readFileSync(new URL("../../locales/ar.json", import.meta.url), "utf8"),
) as Record<string, string>;
/** An Arabic message as the app shows it. */
const t = (id: string, values?: Record<string, string>) => {
  const message = ar[id];
  if (message === undefined) throw new Error(`no Arabic message ${id}`);
  return String(new IntlMessageFormat(message, "ar").format(values));
};

const SIGN_IN: SignInLabels = {
  email: t("auth.login.emailLabel"),
  continue: t("auth.login.submit"),
  code: t("auth.verify.codeLabel"),
  subject: t("email.loginCode.subject"),
};

const OWNER = seededUserEmail(22);
const COLLEAGUE = seededUserEmail(23);
const colleagueName = seedUsers().find((user) => user.email === COLLEAGUE)?.name ?? "";

test("in Arabic on a phone, the owner invites a colleague who accepts from the e-mail", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const { name, slug } = uniqueOrganization("Souk");
  const phone = { ...PHONE, locale: "ar" };

  const page = await openPerson(browser, baseURL, { locale: "ar", contextOptions: phone });
  await page.goto("/login?redirect=%2Fapp%2Forganizations");
  await signInHere(page, OWNER, SIGN_IN);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    page.getByRole("heading", { level: 1, name: t("organization.app.list.title") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole("button", { name: t("organization.app.create.open") })
    .first()
    .click();
  const create = page.getByRole("dialog", { name: t("organization.app.create.title") });
  await create.getByLabel(t("organization.shared.form.name")).fill(name);
  await expect(create.getByLabel(t("organization.shared.form.slug"))).toHaveValue(slug);
  await expectNoAxeViolations(page);
  await create.getByRole("button", { name: t("organization.app.create.submit") }).click();
  await expect(page).toHaveURL(`/app/organizations/${slug}`);
  await expectNoAxeViolations(page);

  const after = await mailbox.lastId(COLLEAGUE);
  await page.getByRole("button", { name: t("organization.app.invite.open") }).click();
  const invite = page.getByRole("dialog", { name: t("organization.app.invite.title") });
  await invite.getByLabel(t("organization.app.invite.email")).fill(COLLEAGUE);
  await expectNoAxeViolations(page);
  await invite.getByRole("button", { name: t("organization.app.invite.submit") }).click();
  await expect(
    page.getByText(t("organization.app.invite.success", { email: COLLEAGUE })),
  ).toBeVisible();
  await page.getByRole("link", { name: t("organization.app.tabs.invitations") }).click();
  await expect(
    page.getByRole("region", { name: t("organization.app.invitations.title") }),
  ).toContainText(COLLEAGUE);
  await expectNoAxeViolations(page);

  const link = await waitForInvitationLink(COLLEAGUE, after);
  const colleague = await openPerson(browser, baseURL, { locale: "ar", contextOptions: phone });
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/login\?redirect=%2Fapp%2Finvitations%2F/);
  await signInHere(colleague, COLLEAGUE, SIGN_IN);
  await expect(colleague).toHaveURL(/\/app\/invitations\//);
  await expect(colleague.getByText(name)).toBeVisible();
  await expectNoAxeViolations(colleague);
  await colleague.getByRole("button", { name: t("organization.app.invitation.accept") }).click();
  await expect(colleague).toHaveURL(`/app/organizations/${slug}`);
  await expect(colleague.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(colleague);

  // The owner makes the colleague an admin and creates a team.
  await page.getByRole("link", { name: t("organization.app.tabs.overview") }).click();
  const members = page.getByRole("region", { name: t("organization.app.members.title") });
  const row = members.getByRole("listitem").filter({ hasText: COLLEAGUE });
  await row
    .getByRole("button", { name: t("common.dataList.moreActions", { name: colleagueName }) })
    .click();
  await page.getByRole("menuitem", { name: t("organization.app.members.changeRole") }).click();
  const roleDialog = page.getByRole("dialog", { name: t("organization.app.members.roleTitle") });
  await roleDialog.getByLabel(t("organization.shared.form.role")).selectOption("ADMIN");
  await expectNoAxeViolations(page);
  await roleDialog.getByRole("button", { name: t("organization.shared.form.save") }).click();
  await expect(row).toContainText(t("organization.role.ADMIN"));

  await page.getByRole("button", { name: t("organization.app.teams.create") }).click();
  const teamDialog = page.getByRole("dialog", { name: t("organization.app.teams.createTitle") });
  await teamDialog.getByLabel(t("organization.app.teams.name")).fill("التصميم");
  await teamDialog.getByRole("button", { name: t("organization.app.teams.createSubmit") }).click();
  await expect(page.getByRole("region", { name: t("organization.app.teams.title") })).toContainText(
    "التصميم",
  );
  await expectNoAxeViolations(page);

  // The colleague, an admin, has no way to delete the organization.
  await colleague.goto(`/app/organizations/${slug}/settings`);
  await expect(
    colleague.getByRole("heading", { name: t("organization.app.settings.title") }),
  ).toBeVisible();
  await expect(
    colleague.getByRole("button", { name: t("organization.app.delete.open") }),
  ).toHaveCount(0);
  await expectNoAxeViolations(colleague);

  // The owner's settings: the danger zone, and its typed confirmation.
  await page.getByRole("link", { name: t("organization.app.tabs.settings") }).click();
  await page.getByRole("button", { name: t("organization.app.delete.open") }).click();
  await expect(
    page.getByRole("dialog", { name: t("organization.app.delete.confirmTitle") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await colleague.context().close();
  await page.context().close();
});
