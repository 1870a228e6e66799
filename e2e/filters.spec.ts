import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/** Furniture filters (decision 0069): swatches, the price slider, chips, counts, the phone's sheet. */

const money = (text: string) => Number(text.replace(/[^\d.]/g, "").replace(/\.$/, ""));
const countOf = async (page: Page) => money((await page.locator("#listing-count").textContent()) ?? "");
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The filter form on screen: the column on wide screens, the sheet (opened) on phones. */
async function filters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.locator("aside form");
  const sheet = page.locator("#listing-sheet");
  if (!(await sheet.evaluate((d: HTMLDialogElement) => d.open)))
    await page.getByTestId("open-filters").click();
  await expect(sheet).toBeVisible();
  return sheet.locator("form");
}

/** The first colour swatch that lists something, with its count. */
async function firstSwatch(form: Locator) {
  const swatch = form
    .getByTestId("swatch")
    .filter({ has: form.page().locator("input:not([disabled])") })
    .first();
  return { swatch, count: money((await swatch.locator("span").last().textContent()) ?? "") };
}

test("ar: a colour and a price range, with chips, counts and the grid; remove a chip, clear all", async ({
  page,
}) => {
  await page.goto("/ar-eg/categories/living-room");
  await hydrated(page, "#listing-count");
  const all = await countOf(page);

  // A colour: the grid shows as many products as its swatch said, a chip names it.
  let form = await filters(page);
  const { swatch, count } = await firstSwatch(form);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  const colour = (await swatch.locator("span").nth(1).textContent())!.trim();
  await swatch.click();
  await expect(page).toHaveURL(/[?&]f=Color%3A/);
  await expect.poll(() => countOf(page)).toBe(count);
  if (isPhone(page)) await expect(page.getByTestId("show-products")).toContainText(String(count));
  await expect(page.getByTestId("filter-chip")).toHaveCount(1);
  await expect(page.getByTestId("filter-chip")).toContainText(colour);

  // The highest price, from the slider's thumb with the keyboard: the grid keeps below it.
  form = await filters(page);
  const highest = form.getByRole("slider", { name: "أعلى سعر" });
  await highest.focus();
  await highest.press("PageDown");
  await highest.press("PageDown");
  // Each step applies on release; the address ends with the value the field shows.
  await expect(form.locator('input[name="max"]')).toHaveValue(/^\d+$/);
  const max = Number(await form.locator('input[name="max"]').inputValue());
  await expect(page).toHaveURL(new RegExp(`[?&]max=${max}(&|$)`));
  await expect(page.getByTestId("filter-chip")).toHaveCount(2);
  const prices = async () => (await page.getByTestId("price-after").allTextContents()).map(money);
  await expect.poll(async () => (await prices()).every((price) => price <= max)).toBe(true);
  const both = await countOf(page);
  expect(both).toBeLessThanOrEqual(count);

  if (isPhone(page)) {
    // The sheet: Escape closes it and focus is back on the button that opened it.
    await page.keyboard.press("Escape");
    await expect(page.locator("#listing-sheet")).toBeHidden();
    await expect(page.getByTestId("open-filters")).toBeFocused();
    await expect(page.getByTestId("open-filters")).toContainText("2");
  }

  // Removing the colour's chip unticks it; the price stays.
  await page.getByTestId("filter-chip").filter({ hasText: colour }).click();
  await expect(page).not.toHaveURL(/[?&]f=/);
  await expect(page.getByTestId("filter-chip")).toHaveCount(1);
  form = await filters(page);
  await expect(form.getByTestId("swatch").filter({ hasText: colour }).locator("input")).not.toBeChecked();
  expect(await countOf(page)).toBeGreaterThanOrEqual(both);
  if (isPhone(page)) await page.keyboard.press("Escape");

  // Clear all: every filter goes, the whole category is back.
  await page.getByRole("link", { name: "مسح الكل" }).first().click();
  await expect(page.getByTestId("filter-chip")).toHaveCount(0);
  await expect.poll(() => countOf(page)).toBe(all);
  const left = [...new URL(page.url()).searchParams.keys()];
  expect(left.filter((k) => k !== "sort")).toEqual([]);
});

test("en: a designer's page counts only the designer's products; the phone's Sort opens the sheet at the sort", async ({
  page,
}) => {
  await page.goto("/en-eg/designers");
  await page.locator('a[href*="/designers/"]').first().click();
  await expect(page).toHaveURL(/\/designers\/[a-z0-9-]+$/);
  await hydrated(page, "#listing-count");
  const total = await countOf(page);
  const form = await filters(page);
  for (const text of await form.getByTestId("swatch").allTextContents())
    expect(money(text.replace(/^\D+/, ""))).toBeLessThanOrEqual(total);
  await expect(form.locator('select[name="designer"]')).toHaveCount(0);
  if (isPhone(page)) {
    await page.keyboard.press("Escape");
    await page.getByTestId("open-sort").click();
    await expect(page.locator("#listing-sheet")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Newest" })).toBeFocused();
    await page.getByRole("radio", { name: "Price: low to high" }).check();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await page.getByTestId("show-products").click();
    await expect(page.locator("#listing-sheet")).toBeHidden();
    await expect(page.getByTestId("open-sort")).toBeFocused();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form still filters", async ({ page }) => {
    await page.goto("/en-eg/categories/living-room");
    const all = await countOf(page);
    let form: Locator;
    if (isPhone(page)) {
      // The invoker command opens the sheet without a script.
      await page.getByTestId("open-filters").click();
      await expect(page.locator("#listing-sheet")).toBeVisible();
      form = page.locator("#listing-sheet form");
    } else form = page.locator("aside form");
    const { swatch, count } = await firstSwatch(form);
    await swatch.click();
    await form.locator('input[name="stock"]').check();
    if (isPhone(page)) await page.getByTestId("show-products").click();
    else await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/f=Color%3A.*stock=1/);
    const filtered = await countOf(page);
    expect(filtered).toBeLessThanOrEqual(count);
    expect(filtered).toBeLessThan(all);
    await expect(page.getByTestId("filter-chip")).toHaveCount(2);
    await page.getByRole("link", { name: "Clear all" }).first().click();
    await expect(page.getByTestId("filter-chip")).toHaveCount(0);
    expect(await countOf(page)).toBe(all);
  });
});
