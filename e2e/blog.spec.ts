import { expect, type Page, test } from "@playwright/test";
import { signInAs } from "./support.ts";

/**
 * Blog and news (decision 0064) in both languages: the lists, a post with its Article data, and the
 * demo customer's comment (a refused one keeps the text and shows the blog comment error).
 */
const WORDS = {
  ar: {
    blog: "المدونة",
    news: "الأخبار",
    post: "كيف تختار مقاس الكنبة المناسب",
    back: "العودة إلى المدونة",
    signIn: "سجّل الدخول لتضيف تعليقك",
    label: "أضف تعليقك",
    submit: "نشر التعليق",
    error: "عذرًا، تعذّرت إضافة تعليقك. يرجى مراجعته والمحاولة مرة أخرى",
    tooShort: "يجب ألا يقل التعليق عن حرفين",
    added: "شكرًا لك، نُشر تعليقك.",
  },
  en: {
    blog: "Blog",
    news: "News",
    post: "How to choose the right sofa size",
    back: "Back to the blog",
    signIn: "Sign in to add your comment",
    label: "Add your comment",
    submit: "Post comment",
    error: "Sorry, your comment could not be added. Please check it and try again",
    tooShort: "The comment must be at least 2 characters long",
    added: "Thank you, your comment is posted.",
  },
};
const SLUG = "choosing-the-right-sofa-size";

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ["ar", "en"] as const) {
  test(`blog and news in ${lang}: lists, a post, its Article data and the sign-in invitation`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const policyErrors: string[] = [];
    page.on("console", (m) => {
      if (/content security policy/i.test(m.text())) policyErrors.push(m.text());
    });
    await page.goto(`/${lang}-eg/`);
    await page.getByRole("contentinfo").getByRole("link", { name: w.news, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-eg/news$`));
    await expect(page.getByRole("heading", { level: 1, name: w.news })).toBeVisible();
    await expect(page.getByTestId("post-list").locator("article")).not.toHaveCount(0);

    await page.goto(`/${lang}-eg/blog`);
    await expect(page.getByRole("heading", { level: 1, name: w.blog })).toBeVisible();
    const cards = page.getByTestId("post-list").locator("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(cards.first().locator("time")).toBeVisible();
    await expect(cards.first().locator("img")).toBeVisible();
    await noOverflow(page);

    await page.getByRole("link", { name: w.post }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-eg/blog/${SLUG}$`));
    await expect(page.getByRole("heading", { level: 1, name: w.post })).toBeVisible();
    await expect(page.locator("article img")).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = ld.map((s) => JSON.parse(s)).find((x) => x["@type"] === "Article");
    expect(article).toMatchObject({ headline: w.post, inLanguage: lang });
    await expect(page.getByRole("link", { name: w.back })).toHaveAttribute("href", `/${lang}-eg/blog`);
    await expect(page.getByRole("link", { name: w.signIn })).toHaveAttribute(
      "href",
      `/${lang}-eg/login?next=${encodeURIComponent(`/${lang}-eg/blog/${SLUG}#comments`)}`,
    );
    await noOverflow(page);
    expect(policyErrors).toEqual([]);
    const sitemap = await (await page.request.get(`/sitemaps/${lang}-eg.xml`)).text();
    expect(sitemap).toContain(`/${lang}-eg/blog/${SLUG}</loc>`);
  });
}

test("the demo customer comments on a post; a refused comment keeps its text", async ({ page }, info) => {
  const lang = info.project.name === "phone" ? "en" : "ar";
  const w = WORDS[lang];
  await signInAs(page, info.project.use.baseURL!, "customer@manzil.test");
  await page.goto(`/${lang}-eg/blog/${SLUG}`);
  const box = page.getByLabel(w.label);
  await box.fill("a");
  await page.getByRole("button", { name: w.submit }).click();
  const alert = page.getByRole("alert").filter({ hasText: w.error });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(w.tooShort);
  await expect(page.getByLabel(w.label)).toHaveValue("a");

  const text = `<b>${info.project.name}</b> ${lang === "ar" ? "فكرة رائعة، شكرًا" : "great tips, thanks"} ${Date.now()}`;
  await page.getByLabel(w.label).fill(text);
  await page.getByRole("button", { name: w.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: w.added })).toBeVisible();
  await expect(page.locator("#comments ol").getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByLabel(w.label)).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the comment form posts to the page and answers in place", async ({ page }, info) => {
    const w = WORDS.en;
    await signInAs(page, info.project.use.baseURL!, "customer@manzil.test");
    await page.goto(`/news/manzil-now-delivers-to-saudi-arabia`);
    await expect(page).toHaveURL(/\/news\/manzil-now-delivers-to-saudi-arabia$/);
    await page.goto(`/en-eg/news/manzil-now-delivers-to-saudi-arabia`);
    await page.getByLabel(w.label).fill(" x ");
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: w.error })).toBeVisible();
    await expect(page.getByLabel(w.label)).toHaveValue(" x ");
    const text = `Plain form ${info.project.name} ${Date.now()}`;
    await page.getByLabel(w.label).fill(text);
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: w.added })).toBeVisible();
    await expect(page.locator("#comments ol").getByText(text, { exact: true })).toBeVisible();
  });
});
