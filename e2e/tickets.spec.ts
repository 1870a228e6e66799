import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { TICKETS_UI } from "../packages/i18n/messages/ui-tickets.ts";
import { hydrated, signInAs } from "./support.ts";

/**
 * The designer marketplace's request (decision 0060), in Chromium: the demo designer submits a
 * product with a picture and a PDF uploaded with progress bars; an administrator replies with a
 * file on the same conversation page and accepts it with its prices; the designer reads the reply
 * and finds the product in the shop.
 */
for (const lang of ["ar", "en"] as const) {
  test(`${lang}: a product request goes from the designer to the team and into the shop`, async ({
    browser,
  }, info) => {
    const w = TICKETS_UI[lang];
    const base = info.project.use.baseURL!;
    const name = `E2E ${lang} ${info.project.name} chair ${Date.now()}`;
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#B4532A" } })
      .png()
      .toBuffer();

    const designer = await browser.newPage();
    await signInAs(designer, base, "designer@manzil.test");
    await designer.goto(`/${lang}-eg/profile/products/add`);
    await hydrated(designer, 'input[type="file"]');
    await designer.getByLabel(w.add.category).selectOption({ index: 2 });
    await designer.getByLabel(w.add.name).fill(name);
    await designer.getByLabel(w.add.basePrice).fill("4500");
    await designer
      .getByLabel(w.add.description)
      .fill("Hand-woven rattan on a solid beech frame, 75 cm wide.");
    await designer.locator('input[type="file"]').setInputFiles([
      { name: "chair.png", mimeType: "image/png", buffer: picture },
      { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% plan\n") },
    ]);
    await expect(designer.getByText(w.add.uploaded)).toHaveCount(2);
    await designer.getByRole("button", { name: w.add.submit }).click();
    await expect(designer.getByText(w.discuss.submitted)).toBeVisible();
    await expect(designer.getByRole("heading", { name })).toBeVisible();
    const ticketUrl = new URL(designer.url()).pathname;

    const admin = await browser.newPage();
    await signInAs(admin, base, "admin@manzil.test");
    await admin.goto(ticketUrl);
    await hydrated(admin, 'input[type="file"]');
    await admin.getByLabel(w.discuss.reply).fill("Lovely. Here is the fabric we suggest.");
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: "fabric.png", mimeType: "image/png", buffer: picture });
    await expect(admin.getByText(w.add.uploaded)).toHaveCount(1);
    await admin.getByRole("button", { name: w.discuss.send, exact: true }).click();
    await expect(admin.getByText(w.discuss.sent)).toBeVisible();
    await admin.getByLabel(w.discuss.egPrice).fill("9000");
    await admin.getByLabel(w.discuss.egRevenue).fill("5000");
    await admin.getByRole("button", { name: w.discuss.acceptYes }).click();
    await expect(admin.getByText(w.discuss.answered)).toBeVisible();
    await admin.close();

    await designer.goto(`/${lang}-eg/profile/products`);
    const card = designer.getByRole("listitem").filter({ hasText: name });
    await expect(card.getByText(w.list.accepted, { exact: true })).toBeVisible();
    await card.getByRole("link", { name: w.list.open }).click();
    await expect(designer.getByText("Lovely. Here is the fabric we suggest.")).toBeVisible();
    await expect(
      designer.getByRole("link", { name: w.discuss.download.replace("{{name}}", "fabric.png") }),
    ).toBeVisible();
    await designer.goto(`/${lang}-eg/profile/products`);
    await designer
      .getByRole("listitem")
      .filter({ hasText: name })
      .getByRole("link", { name: w.list.viewProduct })
      .click();
    await expect(designer.getByRole("heading", { level: 1, name })).toBeVisible();
    await designer.close();
  });
}
