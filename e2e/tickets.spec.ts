import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";
import { TICKETS_UI } from "../packages/i18n/messages/ui-tickets.ts";
import { hydrated, signInAs } from "./support.ts";

/**
 * The designer marketplace's request (decision 0060), in Chromium: the demo designer submits a
 * product with a picture and a PDF uploaded with progress bars; an administrator finds it in the
 * back office's queue (decision 0106), replies with a file and accepts it with its prices; the
 * designer reads the reply and finds the product in the shop.
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
    await designer.getByLabel(w.add.category, { exact: true }).selectOption({ index: 2 });
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

    const admin = await browser.newPage();
    const a = MESSAGES[lang];
    await admin.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
    await signInAs(admin, base, "admin@manzil.test");
    await admin.goto(`/admin/tickets?q=${encodeURIComponent(name)}`);
    await admin.getByRole("link", { name }).click();
    await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
    await admin.getByLabel(a.yourReply).fill("Lovely. Here is the fabric we suggest.");
    await admin
      .getByLabel(a.attachFiles)
      .setInputFiles({ name: "fabric.png", mimeType: "image/png", buffer: picture });
    await admin.getByRole("button", { name: a.send, exact: true }).click();
    await expect(admin.getByText(a.replySent)).toBeVisible();
    await expect(admin.getByRole("link", { name: "fabric.png" })).toBeVisible();
    await admin.getByLabel(a.egPrice).fill("9000");
    await admin.getByLabel(a.egRevenue).fill("5000");
    await admin.getByRole("button", { name: a.accept }).click();
    await expect(admin.getByText(a.accepted)).toBeVisible();
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
