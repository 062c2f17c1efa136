import type { Page } from "@playwright/test";
import { E2E_JOB_MARK } from "./support/jobs.ts";
import { expect, expectNoAxeViolations, test } from "./support/manager-users.ts";

// The manager's Jobs screen (docs/decisions/106), as the seeded admin. The English test
// retries and then cancels one of the jobs the end-to-end databases keep for it (the first
// still failed: a CI retry takes the next); the Arabic one only reads the sample's, so the two
// can run side by side.

const QUEUE = "sample.failing";

const failedJobs = (page: Page) => page.getByRole("listitem").filter({ hasText: E2E_JOB_MARK });

test("an admin opens Jobs from the nav, retries a failed job and then cancels it", async ({
  page,
}) => {
  await page.goto("/manager/dashboard");
  await page
    .getByRole("navigation", { name: "Manager navigation" })
    .getByRole("link", { name: "Jobs" })
    .click();
  await expect(page).toHaveURL(/\/manager\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  const queues = page.getByRole("table", { name: "Queues" });
  await expect(queues.getByRole("row").filter({ hasText: QUEUE })).toBeVisible();
  // pg-boss's own queues (its cron's) are not the app's.
  await expect(queues).not.toContainText("__pgboss__");
  // This attempt's job: the first of ours still failed, found again by its own error text.
  const untouched = failedJobs(page).filter({ has: page.getByText("Failed", { exact: true }) });
  await expect(untouched.first()).toBeVisible();
  const error = (await untouched.first().textContent())?.match(/HTTP 500 \([^)]*\)/)?.[0];
  if (!error) throw new Error("no failed job of the end-to-end test left");
  const job = page.getByRole("listitem").filter({ hasText: error });
  await expect(job).toContainText("0 of 0 retries used");
  await expectNoAxeViolations(page);

  await job.getByRole("button", { name: "Retry" }).click();
  const retry = page.getByRole("dialog", { name: "Retry this job?" });
  await expect(retry).toContainText(QUEUE);
  await expectNoAxeViolations(page);
  await retry.getByRole("button", { name: "Retry job" }).click();
  await expect(page.getByText("The job is back in its queue")).toBeVisible();
  // The store updates the row: one retry more is allowed, and it waits to run again.
  await expect(job.getByText("To retry", { exact: true })).toBeVisible();
  await expect(job).toContainText("0 of 1 retry used");
  await expectNoAxeViolations(page);

  await job.getByRole("button", { name: "Cancel job" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this job?" });
  await cancel.getByRole("button", { name: "Cancel job" }).click();
  await expect(page.getByText("The job is cancelled")).toBeVisible();
  await expect(job.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(job.getByRole("button")).toHaveCount(0);

  // Both actions are in the audit log, in the admin's words, named by their queue.
  await page.goto("/manager/audit?action=JOB_RETRY");
  await expect(page.getByText(`retried a job in ${QUEUE}`).first()).toBeVisible();
  await page.goto("/manager/audit?action=JOB_CANCEL");
  await expect(page.getByText(`cancelled a job in ${QUEUE}`).first()).toBeVisible();
});

test("the Jobs screen in Arabic reads right to left and passes axe", async ({ page }) => {
  await page.context().addCookies([{ name: "lng", value: "ar", domain: "localhost", path: "/" }]);
  await page.goto("/manager/dashboard");
  await page
    .getByRole("navigation", { name: "تنقّل الإدارة" })
    .getByRole("link", { name: "المهام" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المهام" })).toBeVisible();
  await expect(page.getByRole("table", { name: "الطوابير" })).toContainText(QUEUE);
  await expect(page.getByRole("heading", { level: 2, name: "المهام الفاشلة" })).toBeVisible();
  // The sample's error is Latin text: it reads left to right inside the Arabic page.
  const error = page.getByText("connect ECONNREFUSED", { exact: false });
  await expect(error).toBeVisible();
  expect(await error.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  await expectNoAxeViolations(page);
});
