import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/**
 * Decision 0101: a page asked for by a phone (`Sec-CH-UA-Mobile: ?1`) has the desktop category
 * bar without its panels. Where such a phone shows the bar (held sideways at 769 px or more), its
 * category links lead to the categories, before and after the page runs. Any other browser gets
 * the panels.
 */
test.beforeEach(({ page: _ }, info) => {
  test.skip(info.project.name !== "desktop", "the bar shows from 769 px");
});

test.describe("a phone's page", () => {
  test.use({ extraHTTPHeaders: { "sec-ch-ua-mobile": "?1" } });

  test("has the category links without panels, and a link leads to its category", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/ar-eg/");
    const bar = page.locator("nav#mega-menu");
    await expect(bar).toBeVisible();
    const links = bar.locator('a.mega-link[href^="/ar-eg/categories/"]');
    expect(await links.count()).toBeGreaterThan(5);
    await expect(bar.locator(".mega-panel, .mega-toggle")).toHaveCount(0);
    await hydrated(page, "header a");
    const link = links.nth(1);
    const href = await link.getAttribute("href");
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("main h1")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test("another browser's page has the panels, and hovering a category opens its panel", async ({ page }) => {
  await page.goto("/en-eg/");
  const bar = page.locator("nav#mega-menu");
  expect(await bar.locator(".mega-panel").count()).toBeGreaterThan(5);
  const item = bar
    .locator(".mega-item")
    .filter({ has: page.locator(".mega-panel") })
    .first();
  await item.locator("a.mega-link").hover();
  await expect(item.locator(".mega-panel")).toBeVisible();
});
