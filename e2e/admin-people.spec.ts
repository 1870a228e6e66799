import { expect, type Page, test } from "@playwright/test";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";

/**
 * The People and Audit areas (decision 0112) in Chromium at 1280 px, in both languages: the super
 * administrator grants a privilege and reads it in the audit log; support finds a customer by
 * e-mail, opens their orders, and is offered no way to grant a privilege.
 */
const open = async (page: Page, lang: "ar" | "en", path: string) => {
  await page.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
  await page.goto(`/admin${path}`);
};

async function signIn(page: Page, lang: "ar" | "en", email: string) {
  const w = MESSAGES[lang];
  await expect(page.getByRole("heading", { name: w.signInTitle })).toBeVisible();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
}

test.beforeEach(({ page: _ }, info) => test.skip(info.project.name !== "desktop", "1280 px only"));

for (const lang of ["ar", "en"] as const) {
  const w = MESSAGES[lang];
  // A seeded customer per language, so the two runs do not meet.
  const who =
    lang === "ar"
      ? { email: "sara@manzil.test", name: "Sara Khaled" }
      : { email: "ahmed@manzil.test", name: "Ahmed Saeed" };

  test(`${lang}: the super administrator grants a privilege and reads it in the audit log`, async ({
    page,
  }) => {
    await open(page, lang, `/people?q=${encodeURIComponent(who.email)}`);
    await signIn(page, lang, "admin@manzil.test");
    await page.getByRole("link", { name: who.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: who.name })).toBeVisible();
    const id = page.url().split("/").pop()!;
    await page.getByLabel(w.privilegeField, { exact: true }).selectOption("content");
    await page.getByRole("button", { name: w.grant }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText(w.grantConfirm)).toBeVisible();
    await dialog.getByRole("button", { name: w.grant }).click();
    await expect(page.getByText(w.privilegeChanged)).toBeVisible();
    await expect(page.getByRole("button", { name: w.withdraw })).toBeVisible();

    await page
      .getByRole("navigation", { name: w.mainNav })
      .getByRole("link", { name: w["area.audit"] })
      .click();
    await page.getByLabel(w.filterEntityId).fill(id);
    await page.getByRole("button", { name: w.apply }).click();
    const row = page.getByRole("row").filter({ hasText: w["action.user.privilege"] });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("admin@manzil.test");
    await expect(row).toContainText(`${w["field.privilageType"]}: ${w.none}`);
    await expect(row.getByText(w["privilege.content"], { exact: true })).toBeVisible();
    await row.getByRole("link", { name: w.viewPerson }).click();
    await expect(page.getByRole("heading", { level: 1, name: who.name })).toBeVisible();
  });

  test(`${lang}: support finds a customer by e-mail and opens their orders, with no way to grant a privilege`, async ({
    page,
  }) => {
    await open(page, lang, "/people");
    await signIn(page, lang, "support@manzil.test");
    await expect(page.getByRole("heading", { level: 1, name: w["area.people"] })).toBeVisible();
    const nav = page.getByRole("navigation", { name: w.mainNav });
    await expect(nav.getByRole("link", { name: w["area.audit"] })).toHaveCount(0);
    await page.getByRole("searchbox").fill("customer@manzil.test");
    await page.getByRole("button", { name: w.search }).click();
    await expect(page.getByRole("row")).toHaveCount(2);
    await page.getByRole("link", { name: "Mariam Adel" }).click();
    await expect(page.getByRole("heading", { level: 2, name: w.personOrders })).toBeVisible();
    const orders = page.getByRole("table", { name: w.personOrders });
    await expect(orders.getByRole("row").nth(1)).toContainText("MZ-");
    await expect(page.getByRole("button", { name: w.block })).toBeVisible();
    await expect(page.getByRole("heading", { name: w.privilegeSection })).toHaveCount(0);
    await expect(page.getByRole("button", { name: w.grant })).toHaveCount(0);
    await expect(page.getByLabel(w.privilegeField, { exact: true })).toHaveCount(0);
  });
}
