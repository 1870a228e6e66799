import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { hydrated, register, uniqueEmail } from "./support.ts";

/** Whole journeys of the "How we will check it" sections, in both languages. */
const words = {
  en: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    password: "Password",
    city: "City",
    cairo: "Cairo",
    about: "About you",
    terms: "I accept the",
    verified: "Verified",
    create: "Create account",
    designerDetails: "Designer details",
    stars: (n: number) => `${n} stars`,
    yourReview: "Your review",
    post: "Post review",
    thanks: "Thank you! Your review is published.",
    already: "You have already reviewed this product.",
    ratingRange: "The rating must be from 1 to 5",
  },
  ar: {
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    city: "المدينة",
    cairo: "القاهرة",
    about: "نبذة عنك",
    terms: "أوافق على",
    verified: "تم التحقق",
    create: "إنشاء الحساب",
    designerDetails: "بيانات المصمم",
    stars: (n: number) => (n === 4 ? "4 نجوم" : `${n} نجمة`),
    yourReview: "رأيك في المنتج",
    post: "إرسال التقييم",
    thanks: "شكرًا! تم نشر تقييمك.",
    already: "لقد قيّمت هذا المنتج من قبل.",
    ratingRange: "يجب أن يكون التقييم من 1 إلى 5",
  },
} as const;

for (const lang of ["ar", "en"] as const) {
  const w = words[lang];
  test.describe(`journeys in ${lang}`, () => {
    test("a designer registers with a profile photo, cropped to 250 × 250", async ({ page }) => {
      await page.goto(`/${lang}-eg/register?type=designer`);
      // The photo uploads from the file input's change handler: on a busy machine a file set
      // before hydration was never sent.
      await hydrated(page, 'input[type="file"]');
      await page.getByLabel(w.firstName).fill("Nour");
      await page.getByLabel(w.lastName).fill("Hassan");
      await page.getByLabel(w.email).fill(uniqueEmail());
      await page.getByLabel(w.password, { exact: true }).fill("secret1");
      await page.getByLabel(w.city).fill(w.cairo);
      await page.getByLabel(w.about).fill("Oak and linen, made in Cairo.");
      const photo = await sharp({
        create: { width: 640, height: 400, channels: 3, background: { r: 190, g: 120, b: 80 } },
      })
        .png()
        .toBuffer();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
      const preview = page.locator('img[src*="/uploads/"]').first();
      await expect(preview).toBeVisible({ timeout: 20_000 });
      await page.getByLabel(w.terms).check();
      await expect(page.getByText(w.verified)).toBeVisible({ timeout: 30_000 });
      await page.getByRole("button", { name: w.create }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}-eg/$`), { timeout: 20_000 });

      await page.goto(`/${lang}-eg/profile/edit`);
      await expect(page.getByText(w.designerDetails)).toBeVisible();
      const src = await page.locator('main img[src*="/uploads/"]').first().getAttribute("src");
      const stored = await page.request.get(src!);
      expect(stored.status()).toBe(200);
      const size = await sharp(await stored.body()).metadata();
      expect([size.width, size.height]).toEqual([250, 250]);
    });

    test("a customer writes a review: a rating is required, one review per product", async ({ page }) => {
      await register(page, uniqueEmail(), lang);
      await page.goto(`/${lang}-eg/products`);
      await page.locator(`main a[href^="/${lang}-eg/products/"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}-eg/products/[a-z0-9-]+`));
      const text = `Solid and comfortable ${Date.now()}`;
      await page.getByLabel(w.yourReview).fill(text);
      await page.getByRole("button", { name: w.post }).click();
      // The browser asks for the required rating first; nothing is posted.
      await expect(page.getByText(w.thanks)).toHaveCount(0);
      await expect(page.getByLabel(w.yourReview)).toHaveValue(text);
      // A shopper taps the fourth star (the radio itself is visually hidden).
      const four = page.getByRole("radio", { name: w.stars(4), exact: true });
      await page.locator("label", { has: four }).click();
      await expect(four).toBeChecked();
      await page.getByRole("button", { name: w.post }).click();
      await expect(page.getByText(w.thanks)).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await page.reload();
      await expect(page.getByText(w.already)).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    });
  });
}
