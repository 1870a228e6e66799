import { expect, type Page, test } from "@playwright/test";

/** Moves the keyboard focus to the visible search box with Tab only (once the page is interactive). */
async function tabToSearch(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("input[role=combobox]")].some((el) =>
      Object.keys(el).some((k) => k.startsWith("__reactProps")),
    ),
  );
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    const onBox = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute("role") === "combobox" && el.offsetParent !== null;
    });
    if (onBox) return page.locator("input[role=combobox]:focus");
  }
  throw new Error("the search box was not reached with Tab");
}

/** Presses ArrowDown until the active suggestion is a product; returns its text (name and price). */
async function arrowToFirstProduct(page: Page, box: ReturnType<Page["locator"]>) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("ArrowDown");
    const id = await box.getAttribute("aria-activedescendant");
    expect(id).toBeTruthy();
    const option = page.locator(`[id="${id}"]`);
    await expect(option).toHaveAttribute("aria-selected", "true");
    if ((await option.getAttribute("data-kind")) === "product") return (await option.textContent()) ?? "";
  }
  throw new Error("no product suggestion");
}

test.describe("instant search", () => {
  test("Arabic with diacritics and another alef, keyboard only, lands on the product", async ({ page }) => {
    await page.goto("/ar-eg/search");
    const box = await tabToSearch(page);
    await page.keyboard.type("كَنَبَة إوسلو");
    const listbox = page.locator("[role=listbox]:visible");
    await expect(listbox).toBeVisible({ timeout: 15_000 });
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(listbox.locator("[data-kind=product]").first()).toContainText("أوسلو");
    await expect(listbox.getByTestId("suggestion-price").first()).toContainText("ج.م");
    const name = await arrowToFirstProduct(page, box);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ar-eg\/products\/oslo-/);
    expect(name).toContain("أوسلو");
  });

  test("English with a typo, keyboard only, lands on the product", async ({ page }) => {
    await page.goto("/en-eg/search");
    const box = await tabToSearch(page);
    await page.keyboard.type("oslo sofe");
    await expect(page.locator("[role=listbox]:visible")).toBeVisible({ timeout: 15_000 });
    const name = await arrowToFirstProduct(page, box);
    expect(name.toLowerCase()).toContain("oslo");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en-eg\/products\/oslo-/);
  });

  test("Escape closes the suggestions, then clears; Enter searches and keeps the query", async ({ page }) => {
    await page.goto("/en-eg/search");
    const box = await tabToSearch(page);
    await page.keyboard.type("lamp");
    await expect(page.locator("[role=listbox]:visible")).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");
    await page.keyboard.type("الأباجورة");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en-eg\/search\?v=/);
    await expect(page.getByTestId("search-count")).not.toHaveText("No results");
    await expect(page.locator("input[role=combobox]:visible")).toHaveValue("الأباجورة");
  });

  test("alpha?search= and an empty result show a helpful empty state", async ({ page }) => {
    await page.goto(`/ar-eg/alpha?search=${encodeURIComponent('"&|! 😀 zzqqxx')}`);
    await expect(page.getByTestId("search-empty")).toBeVisible();
    await expect(page.locator("input[role=combobox]:visible")).toHaveValue('"&|! 😀 zzqqxx');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
