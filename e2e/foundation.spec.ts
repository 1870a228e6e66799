import { expect, test } from "@playwright/test";

test.describe("the foundation", () => {
  test("Arabic home renders right to left with the category menu and footer", async ({ page }) => {
    await page.goto("/ar-eg/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("English home renders left to right", async ({ page }) => {
    await page.goto("/en-eg/");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the Emirates redirect to en-eg", async ({ page }) => {
    await page.goto("/en-ae/");
    await expect(page).toHaveURL(/\/en-eg\/$/);
  });

  test("an unknown page answers 404 with the message and a way home", async ({ page }) => {
    const response = await page.goto("/en-eg/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page).toHaveTitle("This page could not be found | Manzil");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unsupported locale answers 404", async ({ page }) => {
    const response = await page.goto("/fr-eg/");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("تعذر العثور على هذه الصفحة").first()).toBeVisible();
  });
});
