import { expect, test } from "@playwright/test";

/**
 * Decision 0094: each font face says which characters it draws, so a page downloads only the
 * faces its text needs: an English page not the Arabic family's Latin files, an Arabic page not
 * IBM Plex Sans (its rating stars are in no face). Decision 0095: an English page draws its
 * language link's "عربي" from a face of its own, not from the Arabic family. Decision 0100: the
 * payment wordmarks draw with the page's family.
 */
async function fontFiles(page: import("@playwright/test").Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Down to the footer, a screen at a time: the parts below the first screen are drawn (and ask
  // for their faces) as they near it.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await expect(page.locator("#site-footer")).toBeInViewport();
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded");
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name.split("/").pop()!)
      .filter((name) => /\.woff2?$/.test(name))
      .map((name) => name.replace(/(-normal)?-[\w-]{8}\.woff2?$/, ""))
      .sort(),
  );
}

test("an English page downloads IBM Plex Sans and the language link's face, no Arabic family file", async ({
  page,
}) => {
  const files = await fontFiles(page, "/en-eg/");
  expect(files).toContain("ibm-plex-sans-latin-400");
  expect(files).toContain("language-name-ar");
  expect(files.filter((f) => f.startsWith("ibm-plex-sans-arabic"))).toEqual([]);
  // The link's word is drawn, by that face.
  const link = page.getByRole("banner").locator('a[hreflang="ar"]').filter({ visible: true }).first();
  await expect(link).toBeVisible();
  expect(await link.evaluate((a) => getComputedStyle(a).fontFamily)).toContain("Manzil Language Name");
});

test("an Arabic page downloads the Arabic family's cut faces and not IBM Plex Sans", async ({ page }) => {
  const product = "/ar-eg/products/luxor-low-oak-tv-unit";
  for (const path of ["/ar-eg/", "/ar-eg/categories/living-room", product]) {
    const files = await fontFiles(page, path);
    expect(files, path).toEqual(
      expect.arrayContaining(["ibm-plex-sans-arabic-arabic-400", "ibm-plex-sans-arabic-latin-400"]),
    );
    expect(files, path).not.toContain("language-name-ar");
    // Every character it writes is in the Arabic family's faces (decision 0095), the product
    // page's payment wordmarks too: they inherit the page's family (decision 0100).
    expect(
      files.filter((f) => f.startsWith("ibm-plex-sans-latin")),
      path,
    ).toEqual([]);
  }
});
