import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";

/**
 * The wishlist heart for a visitor (components/account/catalog-actions-provider.tsx): the sign-in
 * overlay opens in place; after signing in the item is on the wishlist, its heart pressed (filled),
 * on the same page, not reloaded. Without JavaScript the heart leads to the login page and back.
 * Each test takes other products (the projects and languages run in parallel on one database).
 */
const CUSTOMER = { email: "customer@manzil.test", password: "manzil-demo" };
const LISTING = "/categories/living-room";

const S = {
  en: {
    loginTitle: "Sign in",
    submit: "Sign in",
    email: "Email",
    password: "Password",
    account: "My account",
  },
  ar: {
    loginTitle: "تسجيل الدخول",
    submit: "تسجيل الدخول",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    account: "حسابي",
  },
} as const;
type Lang = keyof typeof S;

/** A product of the listing of its own for each project, language and test (0-11). */
function slot(info: TestInfo, lang: Lang, test: 0 | 1 | 2) {
  return test * 4 + (info.project.name === "phone" ? 2 : 0) + (lang === "ar" ? 1 : 0);
}

/** React has hydrated the element (before that, the heart is a plain form button). */
async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
}

async function signInInOverlay(page: Page, lang: Lang) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(S[lang].loginTitle);
  await dialog.getByLabel(S[lang].email).fill(CUSTOMER.email);
  await dialog.getByLabel(S[lang].password, { exact: true }).fill(CUSTOMER.password);
  await dialog.getByRole("button", { name: S[lang].submit }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 20_000 });
}

/** The customer's wishlist over the API (the page's own session cookie). */
async function wishlistImages(page: Page): Promise<string[]> {
  const reply = await page.request.post("/graphql", {
    data: { query: "{ getUserWishlist { status_code data { image { _id } product { _id } } } }" },
  });
  const body = (await reply.json()) as {
    data: { getUserWishlist: { status_code: number; data: Array<{ image: { _id: string } | null }> | null } };
  };
  expect(body.data.getUserWishlist.status_code).toBe(200);
  return (body.data.getUserWishlist.data ?? []).map((w) => w.image?._id ?? "");
}

for (const lang of ["en", "ar"] as const) {
  const s = S[lang];
  const listing = `/${lang}-eg${LISTING}`;

  test.describe(`the wishlist heart, for a visitor (${lang})`, () => {
    test("on a product card: signs in in the overlay, stays on the page, and the item is added", async ({
      page,
    }, info) => {
      await page.goto(listing);
      const card = page.getByTestId("product-card").nth(slot(info, lang, 0));
      const image = (await card.locator("[data-action=wishlist]").getAttribute("data-image-id"))!;
      expect(image).toBeTruthy();
      // The heart of that product, wherever its card moves (other specs add products meanwhile).
      const heart = page.locator(`[data-action=wishlist][data-image-id="${image}"]`).first();
      await hydrated(heart);
      await heart.scrollIntoViewIfNeeded();
      await expect(heart).not.toHaveAttribute("aria-pressed", "true");
      // A mark that a document reload would lose.
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      await heart.click();
      await signInInOverlay(page, lang);

      await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
      await expect(page.locator("header").getByLabel(s.account)).toBeVisible();
      // Same page (loginSuccess is reported and dropped), not reloaded, the card still in view.
      await expect(page).toHaveURL(new RegExp(`${listing}$`));
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      await expect(heart).toBeInViewport();
      expect(await wishlistImages(page)).toContain(image);

      // Signed in, the heart toggles: off the list, then on again.
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      expect(await wishlistImages(page)).not.toContain(image);
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
    });

    test("on a product page: an item already on the list stays there", async ({ page }, info) => {
      await page.goto(listing);
      const href = await page
        .getByTestId("product-card")
        .nth(slot(info, lang, 1))
        .locator("h3 a")
        .getAttribute("href");
      await page.goto(href!);
      const heart = page.locator("main [data-action=wishlist]").first();
      await hydrated(heart);
      const image = (await heart.getAttribute("data-image-id"))!;
      // Put it on the customer's list first (another session).
      const login = await page.request.post("/graphql", {
        headers: { "accept-language": lang },
        data: {
          query: `mutation { login(email: "${CUSTOMER.email}", password: "${CUSTOMER.password}") { data { jwt } } }`,
        },
      });
      const jwt = ((await login.json()) as { data: { login: { data: { jwt: string } } } }).data.login.data
        .jwt;
      const add = async () =>
        (
          (await (
            await page.request.post("/graphql", {
              headers: { authorization: `Bearer ${jwt}` },
              data: { query: `mutation { addRemoveWishlist(image: "${image}") { data { inWishlist } } }` },
            })
          ).json()) as { data: { addRemoveWishlist: { data: { inWishlist: boolean } } } }
        ).data.addRemoveWishlist.data.inWishlist;
      if (!(await add())) expect(await add()).toBe(true);

      await heart.click();
      await signInInOverlay(page, lang);
      await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator("header").getByLabel(s.account)).toBeVisible();
      expect(await wishlistImages(page)).toContain(image);
    });
  });

  test.describe(`the wishlist heart without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test("leads to the login page, and back to the listing after signing in", async ({ page }, info) => {
      await page.goto(listing);
      await page
        .getByTestId("product-card")
        .nth(slot(info, lang, 2))
        .locator("[data-action=wishlist]")
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}-eg/login\\?next=`));
      await page.getByLabel(s.email).fill(CUSTOMER.email);
      await page.getByLabel(s.password, { exact: true }).fill(CUSTOMER.password);
      await page.getByRole("button", { name: s.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${listing}\\?loginSuccess=true$`));
      // Signed in: a page of their own shows it (the listing is everyone's, decision 0128).
      await page.goto(`/${lang}-eg/cart`);
      await expect(page.locator("header").getByLabel(s.account)).toBeVisible();
    });
  });
}
