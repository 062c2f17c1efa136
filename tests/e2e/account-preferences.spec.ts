import type { Page } from "@playwright/test";
import { expect, seededUserEmail, test } from "./support/fixtures.ts";
import { chooseOption } from "./support/user-menu.ts";

const html = (page: Page) => page.locator("html");

test("the theme choice persists across reloads, and system follows the device live", async ({
  page,
  login,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await login(seededUserEmail(40), { start: "/login?redirect=%2Fapp%2Faccount" });
  const theme = page.getByRole("group", { name: "Theme" });
  await expect(theme.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await theme.getByRole("radio", { name: "Dark" }).check();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.getByRole("radio", { name: "Light" }).check();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await page.getByRole("radio", { name: "System" }).check();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(html(page)).toHaveClass(/\bdark\b/);
});

test("switching the language translates the page without a reload, and Arabic runs right to left", async ({
  page,
  login,
}) => {
  await login(seededUserEmail(41), { start: "/login?redirect=%2Fapp%2Faccount" });
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  // Marks the document: a full reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await chooseOption(page, "Language", "Français");
  await expect(page.getByRole("heading", { level: 1, name: "Compte" })).toBeVisible();
  await expect(html(page)).toHaveAttribute("lang", "fr");
  await expect(html(page)).toHaveAttribute("dir", "ltr");

  await chooseOption(page, "Langue", "العربية");
  await expect(html(page)).toHaveAttribute("lang", "ar");
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "الحساب" })).toBeVisible();
  expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
  // The server translates API errors and e-mails from this cookie.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lng")).toMatchObject({
    value: "ar",
    path: "/",
    sameSite: "Lax",
  });

  await page.reload();
  await expect(html(page)).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("combobox", { name: "اللغة" })).toHaveValue("ar");

  await chooseOption(page, "اللغة", "Kiswahili");
  await expect(html(page)).toHaveAttribute("lang", "sw");
  await expect(html(page)).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("combobox", { name: "Lugha" })).toHaveValue("sw");
});
