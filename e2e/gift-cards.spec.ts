import { expect, test } from "@playwright/test";

/**
 * Buying a gift card in Arabic (decision 0059): a guest designs it, signs in and comes back to
 * what they typed; the missing agreement is refused with its message and the fields kept; the card
 * then lands in the cart, whence it can be removed.
 */
test("the demo customer buys a gift card in Arabic", async ({ page }) => {
  const recipient = `مريم ${Date.now() % 10_000}`;
  await page.goto("/ar-eg/gift-cards");
  await expect(page.getByRole("heading", { level: 1, name: "بطاقات الهدايا" })).toBeVisible();
  await page.getByText("احتفال", { exact: true }).click();
  await page.getByText("2,500 ج.م", { exact: true }).click();
  await page.getByLabel("اسم المُهدى إليه").fill(recipient);
  await page.getByLabel("بريده الإلكتروني").fill("mariam@example.com");
  await page.getByLabel(/رسالتك/).fill("بيت جديد سعيد!");
  // the preview follows what is typed
  await expect(page.locator("figure figcaption")).toContainText(recipient);
  await expect(page.locator("figure figcaption")).toContainText("2,500 ج.م");

  // a guest is asked to sign in, and finds the form as they left it
  await page.getByRole("button", { name: "سجّل الدخول للشراء" }).click();
  await expect(page).toHaveURL(/\/ar-eg\/login/);
  await page.getByLabel("البريد الإلكتروني").fill("customer@manzil.test");
  await page.getByLabel("كلمة المرور", { exact: true }).fill("manzil-demo");
  await page.locator("form").getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/ar-eg\/gift-cards/, { timeout: 20_000 });
  await expect(page.getByLabel("اسم المُهدى إليه")).toHaveValue(recipient);

  // no agreement: the message, and nothing typed is lost
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page.getByText("يرجى الموافقة على أن بطاقات الهدايا غير قابلة للاسترداد")).toBeVisible();
  await expect(page.getByLabel("اسم المُهدى إليه")).toHaveValue(recipient);
  await expect(page.getByLabel("بريده الإلكتروني")).toHaveValue("mariam@example.com");
  await expect(page.getByLabel(/رسالتك/)).toHaveValue("بيت جديد سعيد!");
  await expect(page.getByRole("radio", { name: "2,500 ج.م" })).toBeChecked();

  await page.getByLabel("أوافق على أن بطاقات الهدايا غير قابلة للاسترداد").check();
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page).toHaveURL(/\/ar-eg\/cart/, { timeout: 20_000 });
  const line = page.getByRole("listitem").filter({ hasText: `بطاقة هدايا إلى ${recipient}` });
  await expect(line).toBeVisible();
  await expect(line).toContainText("2,500 ج.م");
  await expect(line).toContainText("تبدأ في");

  // and it can be removed
  await line.getByRole("button", { name: "إزالة" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: recipient })).toHaveCount(0);
});
