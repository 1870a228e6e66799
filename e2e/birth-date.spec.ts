import { expect, test } from "@playwright/test";
import { register, uniqueEmail } from "./support.ts";

/**
 * The date of birth reads in the page's language as day, month and year (decision 0070), not as
 * the browser's mm/dd/yyyy; it is saved and shown again; half a date is refused with the form kept.
 */
test("the date of birth is chosen as day, month and year in Arabic", async ({ page }) => {
  await register(page, uniqueEmail(), "ar");
  await page.goto("/ar-eg/profile/edit");
  const birth = page.getByRole("group", { name: "تاريخ الميلاد" });
  await birth.getByLabel("اليوم").selectOption("9");
  await birth.getByLabel("الشهر").selectOption({ label: "مارس" });
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(page.getByText("تم حفظ التغييرات")).toHaveCount(0);
  await expect(birth.getByLabel("اليوم")).toHaveValue("9");
  await expect(birth.getByLabel("الشهر")).toHaveValue("3");
  await birth.getByLabel("السنة").selectOption("1990");
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(page.getByText("تم حفظ التغييرات")).toBeVisible();
  await page.reload();
  await expect(birth.getByLabel("الشهر").locator("option:checked")).toHaveText("مارس");
  await expect(birth.getByLabel("اليوم")).toHaveValue("9");
  await expect(birth.getByLabel("السنة")).toHaveValue("1990");
});
