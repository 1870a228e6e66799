import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/**
 * Decision 0093: the home, category and product pages write their prices and dates without
 * `Intl`, whose first formatter in a page costs a browser 50-90 ms (ICU listing its locales).
 * Each `Intl` constructor is wrapped before the page's scripts run, and the page is hydrated.
 */
const FORMATTERS = [
  "NumberFormat",
  "DateTimeFormat",
  "ListFormat",
  "RelativeTimeFormat",
  "Collator",
  "DisplayNames",
];

for (const path of ["/ar-eg/", "/en-eg/categories/living-room", "/ar-eg/products/luxor-low-oak-tv-unit"]) {
  test(`${path} hydrates without making an Intl formatter`, async ({ page }) => {
    await page.addInitScript((names) => {
      const made: string[] = [];
      (window as unknown as { __intlMade: string[] }).__intlMade = made;
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of names) {
        intl[name] = new Proxy(intl[name]!, {
          construct(target, args) {
            made.push(`${name}(${JSON.stringify(args)})`);
            return Reflect.construct(target, args);
          },
        });
      }
    }, FORMATTERS);
    await page.goto(path);
    await hydrated(page, "main button");
    // Effects run after hydration's commit: let one more task pass.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
    expect(made).toEqual([]);
  });
}
