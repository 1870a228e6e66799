import { expect, test } from "@playwright/test";
import { ACCOUNT_UI } from "../packages/i18n/messages/ui-account.ts";
import { FORMS_UI } from "../packages/i18n/messages/ui-forms.ts";
import { hydrated, uniqueEmail } from "./support.ts";

/**
 * The forms people send us (decision 0065), as a visitor: a refused contact message keeps what
 * was typed, a sent one reaches the thank-you page; an application with a PDF CV; a B2B enquiry
 * with the quantity typed in Arabic digits.
 */
const verified = (lang: "ar" | "en") => ACCOUNT_UI[lang].robot.done;

test("ar: a contact message, refused once then sent", async ({ page }) => {
  const w = FORMS_UI.ar;
  await page.goto("/ar-eg/contact");
  await page.getByLabel(w.common.name).fill("هدى");
  await page.getByLabel(w.common.email).fill(uniqueEmail());
  await page.getByLabel(w.common.message).fill("قصيرة");
  await expect(page.getByText(verified("ar"))).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: w.common.send }).click();
  await expect(page.getByText("اكتب رسالة من 10 إلى 2000 حرف")).toBeVisible();
  await expect(page.getByLabel(w.common.name)).toHaveValue("هدى");
  await page.getByLabel(w.common.message).fill("هل توصلون الطلبات إلى أسوان؟ وكم تستغرق؟");
  await expect(page.getByText(verified("ar"))).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: w.common.send }).click();
  await expect(page.getByRole("heading", { name: w.thanks.title })).toBeVisible();
  await expect(page.getByText(w.thanks.contact)).toBeVisible();
});

test("en: an application with a PDF CV, and a B2B enquiry", async ({ page }) => {
  const w = FORMS_UI.en;
  await page.goto("/en-eg/careers");
  await page.getByRole("link", { name: w.careers.apply }).first().click();
  await expect(page.getByRole("heading", { name: w.careers.applyTitle })).toBeVisible();
  await hydrated(page, 'input[type="file"]');
  await page.getByLabel(w.common.name).fill("Omar Said");
  await page.getByLabel(w.common.email).fill(uniqueEmail());
  await page.getByLabel(w.common.phone).fill("01012345678");
  await page.locator('input[type="file"]').setInputFiles({
    name: "omar-cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n% cv\n"),
  });
  await expect(page.getByText("Uploaded")).toBeVisible();
  await expect(page.getByText(verified("en"))).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: w.common.send }).click();
  await expect(page.getByText(w.thanks.career)).toBeVisible();

  await page.goto("/en-eg/b2b");
  await page.getByLabel(w.b2b.companyName).fill("Nile Hotels");
  await page.getByLabel(w.b2b.contactName).fill("Mona Adel");
  await page.getByLabel(w.common.email).fill(uniqueEmail());
  await page.getByLabel(w.common.phone).fill("0223456789");
  await page.getByLabel(w.b2b.quantity).fill("١٢٠");
  await page.getByLabel(w.b2b.message).fill("Armchairs and side tables for 60 rooms, delivery in March.");
  await expect(page.getByText(verified("en"))).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: w.common.send }).click();
  await expect(page.getByText(w.thanks.b2b)).toBeVisible();
});
