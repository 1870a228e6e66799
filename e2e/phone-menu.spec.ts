import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/**
 * Decision 0099: the server's phone menu lists each category as a link to its page (what a tap
 * before the page runs, or without JavaScript, opens); the interactive drawer, once the page runs,
 * opens a category's subcategories on the first tap.
 */
const menuButton = (page: Page) => page.locator('header button[aria-controls="mobile-menu"]');

test.beforeEach(({ page: _ }, info) => {
  test.skip(info.project.name !== "phone", "the phone's menu");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu button opens the categories as links, without their subcategories", async ({ page }) => {
    await page.goto("/ar-eg/");
    await menuButton(page).click();
    const drawer = page.locator("dialog#mobile-menu");
    await expect(drawer).toBeVisible();
    const categories = drawer.locator('nav a[href^="/ar-eg/categories/"]');
    expect(await categories.count()).toBeGreaterThan(5);
    await expect(drawer.locator('a[href*="?sub="]')).toHaveCount(0);
    await expect(drawer.locator("details")).toHaveCount(0);
    const first = categories.first();
    const href = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("main h1")).toBeVisible();
  });
});

test("once the page runs, a category's first tap shows its subcategories", async ({ page }) => {
  await page.goto("/en-eg/");
  await hydrated(page, 'header button[aria-controls="mobile-menu"]');
  await menuButton(page).click();
  const drawer = page.locator("dialog#mobile-menu");
  await expect(drawer).toBeVisible();
  const category = drawer.locator("details.drawer-category").first();
  await category.locator("summary").click();
  await expect(category.locator('a[href*="?sub="]').first()).toBeVisible();
});
