import { expect, test } from "@playwright/test";

/** Issue 12's check: every link of the footer answers 200 with a page of its own, in both languages. */
for (const lang of ["ar", "en"] as const) {
  test(`${lang}: every footer link answers 200 with a title naming the shop`, async ({ page }) => {
    await page.goto(`/${lang}-eg/`);
    const hrefs = await page
      .locator("footer a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).getAttribute("href")!))]);
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      // The page has its own title, naming the shop (the home page's starts with it, others end with it).
      expect(html, href).toMatch(
        lang === "ar" ? /<title>[^<]*منزل[^<]*<\/title>/ : /<title>[^<]*Manzil[^<]*<\/title>/,
      );
    }
  });
}
