import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, mailbox, seededUserEmail, test } from "./support/fixtures.ts";
import { press, tabTo } from "./support/keyboard.ts";
import {
  openPerson,
  signInHere,
  uniqueOrganization,
  waitForInvitationLink,
} from "./support/organizations.ts";
import { seedUsers } from "../../prisma/seed/data.ts";

// Issue 37's proof: an owner creates an organization and invites a colleague, who signs in from
// the e-mailed link and accepts; the owner makes them an admin and creates a team; the colleague,
// an admin, still cannot delete the organization. Axe on every organization screen.

const OWNER = seededUserEmail(20);
const COLLEAGUE = seededUserEmail(21);
const colleagueName = seedUsers().find((user) => user.email === COLLEAGUE)?.name ?? "";

test("an owner invites a colleague, who accepts from the e-mail; roles, teams and deletion follow the tiers", async ({
  page,
  login,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { name, slug } = uniqueOrganization("Acme");

  await login(OWNER, { start: "/login?redirect=%2Fapp%2Forganizations" });
  await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Create: the slug follows the name until it is edited.
  await page.getByRole("button", { name: "New organization" }).first().click();
  const create = page.getByRole("dialog", { name: "Create an organization" });
  await create.getByLabel("Name").fill(name);
  await expect(create.getByLabel("Slug")).toHaveValue(slug);
  await expectNoAxeViolations(page);
  await create.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(`/app/organizations/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Members" })).toContainText("Owner");
  await expectNoAxeViolations(page);

  // The new organization is the active one in the user menu's switcher.
  await page.getByRole("button", { name: "User menu" }).click();
  const switcher = page.getByRole("group", { name: "Organizations" });
  await expect(switcher.getByRole("menuitemradio", { name })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByRole("menuitem", { name: "All organizations" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  // Invite the colleague as a member.
  const after = await mailbox.lastId(COLLEAGUE);
  await page.getByRole("button", { name: "Invite" }).click();
  const invite = page.getByRole("dialog", { name: "Invite someone" });
  await invite.getByLabel("Email address").fill(COLLEAGUE);
  await expect(invite.getByLabel("Role")).toHaveValue("MEMBER");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${COLLEAGUE}`)).toBeVisible();
  await page.getByRole("link", { name: "Invitations" }).click();
  await expect(page.getByRole("region", { name: "Pending invitations" })).toContainText(COLLEAGUE);
  await expectNoAxeViolations(page);

  // The colleague opens the e-mailed link signed out: sign-in first, then the invitation.
  const link = await waitForInvitationLink(COLLEAGUE, after);
  const colleague = await openPerson(browser, String(testInfo.project.use.baseURL));
  // Served as a page (not a 404), though the router learns the route on navigation (ADR 120).
  expect((await colleague.goto(link))?.status()).toBe(200);
  await expect(colleague).toHaveURL(/\/login\?redirect=%2Fapp%2Finvitations%2F/);
  await signInHere(colleague, COLLEAGUE);
  await expect(colleague).toHaveURL(/\/app\/invitations\//);
  await expect(colleague.getByText(`invites you to join ${name}`)).toBeVisible();
  await expect(colleague.getByText("Member", { exact: true })).toBeVisible();
  await expectNoAxeViolations(colleague);
  await colleague.getByRole("button", { name: "Accept" }).click();
  await expect(colleague).toHaveURL(`/app/organizations/${slug}`);
  await expect(colleague.getByRole("heading", { level: 1, name })).toBeVisible();
  // A member sees no invitations or settings, and cannot invite.
  await expect(colleague.getByRole("button", { name: "Invite" })).toHaveCount(0);
  await expect(colleague.getByRole("link", { name: "Settings" })).toHaveCount(0);

  // The owner makes them an admin and creates a team.
  await page.getByRole("link", { name: "Overview" }).click();
  const members = page.getByRole("region", { name: "Members" });
  const row = members.getByRole("listitem").filter({ hasText: COLLEAGUE });
  await expect(row).toContainText("Member");
  await row.getByRole("button", { name: `More actions for ${colleagueName}` }).click();
  await page.getByRole("menuitem", { name: "Change role" }).click();
  const roleDialog = page.getByRole("dialog", { name: "Change role" });
  await roleDialog.getByLabel("Role").selectOption("ADMIN");
  await expectNoAxeViolations(page);
  await roleDialog.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("Admin");

  await page.getByRole("button", { name: "New team" }).click();
  const teamDialog = page.getByRole("dialog", { name: "Create a team" });
  await teamDialog.getByLabel("Team name").fill("Design");
  await teamDialog.getByRole("button", { name: "Create team" }).click();
  const teams = page.getByRole("region", { name: "Teams" });
  await expect(teams.getByRole("listitem").filter({ hasText: "Design" })).toContainText(
    "0 members",
  );
  await expectNoAxeViolations(page);

  // The colleague, now an admin, may change the settings but has no way to delete it…
  await colleague.goto(`/app/organizations/${slug}/settings`);
  await expect(colleague.getByRole("heading", { name: "Name and address" })).toBeVisible();
  await expect(colleague.getByRole("button", { name: "Delete organization" })).toHaveCount(0);
  await expectNoAxeViolations(colleague);
  // …and the API refuses it all the same.
  const refused = await colleague.request.post("/graphql", {
    headers: { origin: new URL(colleague.url()).origin },
    data: {
      query: `query($slug: String!) { organization(slug: $slug) { id } }`,
      variables: { slug },
    },
  });
  const { data } = (await refused.json()) as { data: { organization: { id: string } } };
  const attempt = await colleague.request.post("/graphql", {
    headers: { origin: new URL(colleague.url()).origin },
    data: {
      query: `mutation($id: ID!) { deleteOrganization(input: { organizationId: $id }) { deletedOrganizationId } }`,
      variables: { id: data.organization.id },
    },
  });
  const answer = (await attempt.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

  // The owner's settings have the danger zone.
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("button", { name: "Delete organization" })).toBeVisible();
  await expectNoAxeViolations(page);
  await colleague.context().close();
});

test("keyboard only: create an organization and a team, invite, cancel the invitation, switch", async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  const { name, slug } = uniqueOrganization("Keys");
  await login(seededUserEmail(24), { start: "/login?redirect=%2Fapp%2Forganizations" });

  await press(page, page.getByRole("button", { name: "New organization" }));
  const create = page.getByRole("dialog", { name: "Create an organization" });
  await expect(create.getByLabel("Name")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/app/organizations/${slug}`);

  await press(page, page.getByRole("button", { name: "New team" }));
  const team = page.getByRole("dialog", { name: "Create a team" });
  await expect(team.getByLabel("Team name")).toBeFocused();
  await page.keyboard.type("Ops");
  await page.keyboard.press("Enter");
  await expect(team).toBeHidden();
  await expect(page.getByRole("region", { name: "Teams" })).toContainText("Ops");

  await press(page, page.getByRole("button", { name: "Invite" }));
  const invite = page.getByRole("dialog", { name: "Invite someone" });
  await expect(invite.getByLabel("Email address")).toBeFocused();
  await page.keyboard.type("keyboard-invitee@example.com");
  await page.keyboard.press("Enter");
  await expect(invite).toBeHidden();

  await press(page, page.getByRole("link", { name: "Invitations" }));
  const pending = page.getByRole("region", { name: "Pending invitations" });
  await expect(pending).toContainText("keyboard-invitee@example.com");
  await press(
    page,
    pending.getByRole("button", { name: "More actions for keyboard-invitee@example.com" }),
  );
  await expect(page.getByRole("menuitem", { name: "Send again" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Cancel invitation" })).toBeFocused();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await press(page, confirm.getByRole("button", { name: "Cancel invitation" }));
  await expect(pending.getByText("No pending invitation")).toBeVisible();

  // The switcher: the organization is the active one, and All organizations leads to the list.
  await tabTo(page, page.getByRole("button", { name: "User menu" }));
  await page.keyboard.press("ArrowDown");
  const active = page.getByRole("menuitemradio", { name });
  await expect(active).toHaveAttribute("aria-checked", "true");
  const all = page.getByRole("menuitem", { name: "All organizations" });
  for (
    let presses = 0;
    presses < 12 && !(await all.evaluate((e) => e === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(all).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/app/organizations");
});
