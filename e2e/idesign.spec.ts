import { expect, type Page, test } from "@playwright/test";
import { signInAs } from "./support.ts";

/**
 * The 'I design' page (decision 0062) in both languages: customisable pieces with their steps, the
 * how-it-works stages, and the design competition (on in the demo): a visitor is asked to sign in
 * with the competition form as the way back; a designer gets the link to it.
 */
const WORDS = {
  ar: {
    title: "صمّم بنفسك",
    steps: /خطوات لتصممها على ذوقك/,
    signIn: "تسجيل الدخول للمشاركة",
    enter: "شارك بتصميمك",
  },
  en: {
    title: "I design",
    steps: /steps to make it yours/,
    signIn: "Sign in to enter",
    enter: "Enter your design",
  },
};
const FORM = "/profile/products/add?competition=1";

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lang of ["ar", "en"] as const) {
  test(`the I design page in ${lang}: pieces with their steps and the competition`, async ({ page }) => {
    const w = WORDS[lang];
    await page.goto(`/${lang}-eg/`);
    await page.getByTestId("idesign-promo").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}-eg/idesign$`));
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId("idesign-stage")).toHaveCount(3);
    const cards = page.getByTestId("product-card");
    await expect(cards.first()).toBeVisible();
    const steps = page.getByTestId("idesign-steps");
    await expect(steps).toHaveCount(await cards.count());
    await expect(steps.first()).toContainText(w.steps);
    await noOverflow(page);

    const competition = page.getByTestId("idesign-competition");
    await expect(competition).toBeVisible();
    const signIn = competition.getByRole("link", { name: w.signIn });
    await expect(signIn).toHaveAttribute(
      "href",
      `/${lang}-eg/login?next=${encodeURIComponent(`/${lang}-eg${FORM}`)}`,
    );
  });
}

test("a designer is linked to the competition form; the plain route answers in Arabic", async ({
  page,
}, info) => {
  await signInAs(page, info.project.use.baseURL!, "designer@manzil.test");
  await page.goto("/idesign");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const enter = page.getByTestId("idesign-competition").getByRole("link", { name: WORDS.ar.enter });
  await expect(enter).toHaveAttribute("href", FORM);
});
