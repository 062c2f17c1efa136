import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/manager-users.ts";

// The manager's Jobs screen (docs/decisions/106), as the seeded admin. The sample data holds
// two failed jobs on a queue no worker takes (server/jobs/seed-jobs.ts): the English test
// retries and then cancels one, the Arabic one only reads, so the two can run side by side.

const QUEUE = "sample.webhook-delivery";
const FAILURE = "HTTP 503 Service Unavailable (sample failure from the seed data)";

const failedJob = (page: Page) => page.getByRole("listitem").filter({ hasText: FAILURE });

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
  const job = failedJob(page);
  await expect(job.getByText("Failed", { exact: true })).toBeVisible();
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

  // Both actions are in the audit log, in the admin's words.
  await page.goto("/manager/audit");
  await expect(page.getByText(/retried job [0-9a-f-]{36}/).first()).toBeVisible();
  await expect(page.getByText(/cancelled job [0-9a-f-]{36}/).first()).toBeVisible();
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
