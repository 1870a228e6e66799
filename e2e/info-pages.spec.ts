import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/**
 * The information pages (decision 0063) in both languages: a heading and real content on each, an
 * FAQ answer opening, the FAQ search with and without JavaScript, and the footer links they own.
 */
const WORDS = {
  ar: {
    about: "عن منزل",
    facts: "500+",
    how: "كيف يعمل منزل",
    faq: "الأسئلة الشائعة",
    question: "هل يمكنني إرجاع منتج؟",
    answer: "نعم، خلال 15 يومًا من الاستلام",
    search: "ابحث في الأسئلة",
    query: "التقسيط",
    terms: "الشروط والأحكام",
    privacy: "سياسة الخصوصية",
    shipping: "الشحن والاسترجاع",
    returns: "من عنوان التوصيل نفسه",
    tags: "الوسوم",
    email: "تحقق من بريدك",
  },
  en: {
    about: "About Manzil",
    facts: "500+",
    how: "How it works",
    faq: "Frequently asked questions",
    question: "Can I return a product?",
    answer: "Yes, within 15 days of delivery",
    search: "Search the questions",
    query: "instalments",
    terms: "Terms and conditions",
    privacy: "Privacy policy",
    shipping: "Shipping and returns",
    returns: "From the same delivery address",
    tags: "Tags",
    email: "Check your email",
  },
};

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

for (const lang of ["ar", "en"] as const) {
  const w = WORDS[lang];
  const at = (path: string) => `/${lang}-eg${path}`;

  test(`the information pages in ${lang} have a heading, content and a title with the brand`, async ({
    page,
  }) => {
    const brand = lang === "ar" ? "| منزل" : "| Manzil";
    await page.goto(at("/about"));
    await expect(heading(page, w.about)).toBeVisible();
    await expect(page.getByText(w.facts, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${brand}$`));
    await noOverflow(page);

    await page.goto(at("/how"));
    await expect(heading(page, w.how)).toBeVisible();
    await expect(page.getByTestId("how-stage")).toHaveCount(8);

    await page.goto(at("/shipping"));
    await expect(heading(page, w.shipping)).toBeVisible();
    await expect(page.locator("#returns")).toContainText(w.returns);
    await noOverflow(page);

    await page.goto(at("/terms"));
    await expect(heading(page, w.terms)).toBeVisible();
    await expect(page.locator("main")).toContainText("15");
    await page.goto(at("/privacy"));
    await expect(heading(page, w.privacy)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${brand}$`));

    await page.goto(at("/tag"));
    await expect(heading(page, w.tags)).toBeVisible();
    const tag = page.locator(`main a[href^="${at("/tag/")}"]`).first();
    await expect(tag).toBeVisible();

    await page.goto(`${at("/email")}?email=someone%40example.com`);
    await expect(heading(page, w.email)).toBeVisible();
    await expect(page.getByText("someone@example.com")).toBeVisible();
  });

  test(`the FAQ in ${lang}: an answer opens, the search filters instantly and without JavaScript`, async ({
    page,
  }) => {
    await page.goto(at("/faq"));
    await expect(heading(page, w.faq)).toBeVisible();
    const question = page.locator("summary", { hasText: w.question });
    await expect(page.getByText(w.answer)).toBeHidden();
    await question.click();
    await expect(page.getByText(w.answer)).toBeVisible();

    await hydrated(page, 'input[name="q"]');
    const all = await page.locator("main details").count();
    await page.getByLabel(w.search).fill(w.query);
    await expect(page.locator("main details")).not.toHaveCount(all);
    await expect(page.locator("main details").first()).toContainText(w.query);
    await expect(page).toHaveURL(/[?&]q=/);
    await noOverflow(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the FAQ search is a GET form", async ({ page }) => {
    await page.goto("/en-eg/faq");
    const all = await page.locator("main details").count();
    await page.getByLabel(WORDS.en.search).fill("instalments");
    await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/en-eg\/faq\?q=instalments/);
    await expect(page.locator("main details")).not.toHaveCount(all);
    await expect(page.locator("main details[open]").first()).toContainText("instalments");
  });
});

test("the footer links of the information pages and the plain addresses answer 200", async ({
  page,
  request,
}) => {
  await page.goto("/en-eg/");
  const owned = ["/about", "/faq", "/shipping", "/privacy", "/terms"];
  const hrefs = await page
    .locator("footer a[href^='/en-eg/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const path of owned)
    expect(
      hrefs.some((h) => h.split("#")[0] === `/en-eg${path}`),
      path,
    ).toBe(true);
  for (const href of hrefs.filter((h) => owned.includes(h.replace("/en-eg", "").split("#")[0]!))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  for (const path of [...owned, "/how", "/tag", "/email"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  const designer = await request.get("/ar-eg/designer", { maxRedirects: 0 });
  expect(designer.status()).toBe(301);
  expect(designer.headers().location).toBe("/ar-eg/designers");
});
