import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { hydrated, signInAs } from "./support.ts";

/**
 * Decision 0071: axe finds no violation (WCAG 2.0-2.2 A and AA, and axe's best practices) on the
 * pages a shopper meets, in Arabic and English, on both projects; one page load per check.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** A living-room product and one of its images, over the API. */
async function someProduct(request: APIRequestContext): Promise<{ slug: string; image: string }> {
  const answer = await request.post("/graphql", {
    headers: { "accept-language": "en", "accept-country": "EG" },
    data: {
      query: `{ filterProducts(category: "living-room", paginate: { limit: 12 }) {
        data { products { slug features { _id } images { _id } } } } }`,
    },
  });
  const products: Array<{ slug: string; features: unknown[]; images: Array<{ _id: string }> }> = (
    await answer.json()
  ).data.filterProducts.data.products;
  const plain = products.find((p) => p.features.length === 0 && p.images.length > 0) ?? products[0]!;
  return { slug: plain.slug, image: plain.images[0]!._id };
}

/** The violations, one readable block each: rule, impact, help, and the elements it names. */
function report(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length} elements): ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes
          .slice(0, 8)
          .map((n) => `  - ${n.target.join(" ")}\n    ${n.failureSummary?.replaceAll("\n", "\n    ")}`)
          .join("\n"),
    )
    .join("\n\n");
}

/**
 * axe in the page itself (legacy mode: the only frame, the footer's supplier sign-up, is another
 * site's), listing only the violations: three times faster than a run across frames.
 */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.length}`),
    report(violations),
  ).toEqual([]);
}

type Check = { name: string; path: (p: { slug: string }) => string; signIn?: boolean; cart?: boolean };
const CHECKS: Check[] = [
  { name: "home", path: () => "/" },
  { name: "category", path: () => "/categories/living-room" },
  { name: "product", path: (p) => `/products/${p.slug}` },
  { name: "search", path: () => "/search?q=sofa" },
  { name: "cart with an item", path: () => "/cart", cart: true },
  { name: "profile", path: () => "/profile", signIn: true },
];

test.describe("axe: no violations", () => {
  for (const locale of ["ar-eg", "en-eg"]) {
    for (const check of CHECKS) {
      test(`${locale} ${check.name}`, async ({ page, request, baseURL }) => {
        const product = await someProduct(request);
        if (check.signIn) await signInAs(page, baseURL!, "customer@manzil.test");
        if (check.cart) {
          const added = await page.request.post(`/${locale}/cart/add`, {
            form: { image: product.image, quantity: "1" },
          });
          expect(added.ok()).toBe(true);
        }
        await page.goto(`/${locale}${check.path(product)}`);
        await expect(page.locator("h1").first()).toBeVisible();
        if (check.cart) await expect(page.locator('a[href*="/products/"]').first()).toBeVisible();
        await expectNoViolations(page);
      });
    }
  }

  test("ar-sa product", async ({ page, request }) => {
    const product = await someProduct(request);
    await page.goto(`/ar-sa/products/${product.slug}`);
    await expect(page.locator("h1").first()).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("keyboard", () => {
  test("the category bar is one Tab stop per category; ArrowDown opens a panel, Escape closes it", async ({
    page,
  }, info) => {
    test.skip(info.project.name === "phone", "the category bar is the desktop's");
    await page.goto("/en-eg/");
    await hydrated(page, "header a[aria-haspopup=dialog]");
    const categories = await page.locator("#mega-menu a.mega-link").count();
    expect(categories).toBeGreaterThan(5);
    // Tab from the logo until the focus leaves the header, noting each stop.
    await page.locator("header a").first().focus();
    const stops: Array<{ inBar: boolean }> = [];
    for (let i = 0; i < 60; i++) {
      const at = await page.evaluate(() => ({
        inHeader: !!document.activeElement?.closest("header"),
        inBar: !!document.activeElement?.closest("#mega-menu"),
      }));
      if (!at.inHeader) break;
      stops.push(at);
      await page.keyboard.press("Tab");
    }
    expect(stops.filter((s) => s.inBar)).toHaveLength(categories);
    expect(stops.length).toBeLessThanOrEqual(categories + 10);

    const item = page.locator("#mega-menu .mega-item:has(.mega-toggle)").first();
    const link = item.locator("a.mega-link");
    await link.focus();
    await page.keyboard.press("ArrowDown");
    await expect(item.locator(".mega-toggle")).toHaveAttribute("aria-expanded", "true");
    await expect(item.locator(".mega-panel a").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item.locator(".mega-panel a").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(item.locator(".mega-toggle")).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeFocused();
    await expect(item.locator(".mega-panel")).toBeHidden();
  });

  test("after a navigation the new page's heading has the focus, quietly; not on the first load nor on a sort", async ({
    page,
  }, info) => {
    await page.goto("/en-eg/");
    await hydrated(page, "header a[aria-haspopup=dialog]");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.getByTestId("category-slider").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/categories\//);
    const heading = page.locator("main h1");
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe("none");
    // The query changes, the page stays: the focus stays where the shopper is (the desktop's
    // sort menu; phones sort in the filters' sheet, e2e/filters.spec.ts).
    if (info.project.name === "phone") return;
    const sort = page.locator("#listing-sort");
    await sort.focus();
    await sort.selectOption("priceAsc");
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(sort).toBeFocused();
  });
});
