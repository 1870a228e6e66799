import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { hydrated, register, uniqueEmail as unique } from "./support.ts";

/** An image id from the demo customer's cart (over the API, with its own session). */
async function someImage(request: APIRequestContext): Promise<string> {
  const gql = async (query: string, token?: string) =>
    (
      await request.post("/graphql", {
        headers: { "accept-language": "en", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        data: { query },
      })
    ).json();
  const login = await gql(
    `mutation { login(email: "customer@manzil.test", password: "manzil-demo") { data { jwt } } }`,
  );
  const cart = await gql(
    `{ getCartBYUser { data { storedProduct { image { _id } } } } }`,
    login.data.login.data.jwt,
  );
  return cart.data.getCartBYUser.data.storedProduct[0].image._id;
}

test.describe("accounts, sessions and the cart", () => {
  test("guest cart, then register: the cart is merged and the badge counts it", async ({ page, request }) => {
    const image = await someImage(request);
    await page.goto("/en-eg/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    const added = await page.request.post("/en-eg/cart/add", { form: { image, quantity: "2" } });
    expect((await added.json()).ok ?? true).toBeTruthy();
    await page.goto("/en-eg/cart");
    await expect(page.getByRole("button", { name: /Remove/ }).first()).toBeVisible();
    await page
      .getByRole("button", { name: /Increase quantity/ })
      .first()
      .click();
    await expect(page.getByText("3", { exact: true }).first()).toBeVisible();
    await register(page, unique());
    await page.goto("/en-eg/cart");
    await expect(page.getByRole("link", { name: /Cart: 3 items in the cart|Cart/ }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Remove/ })).toHaveCount(1);
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByRole("button", { name: "Remove" })).toHaveCount(1);
  });

  test("validation messages beside the fields, in Arabic, nothing typed lost", async ({ page }) => {
    await page.goto("/ar-eg/login");
    await page.getByLabel("البريد الإلكتروني").fill("nobody@example.com");
    await page.getByLabel("كلمة المرور", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page.getByText("يجب ألا يقل طول كلمة المرور عن 4 أحرف")).toBeVisible();
    await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue("nobody@example.com");
    await page.getByLabel("كلمة المرور", { exact: true }).fill("abcd");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    // An unknown email reads like a wrong password (decision 0073), beside the password field.
    await expect(page.getByLabel("كلمة المرور", { exact: true })).toHaveAccessibleDescription(
      "البريد الإلكتروني أو كلمة المرور غير صحيحة",
    );
    await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue("nobody@example.com");
  });

  test("log out and in again; guards send visitors home", async ({ page }) => {
    const email = unique();
    await register(page, email);
    await page.goto("/en-eg/login");
    await expect(page).toHaveURL(/\/en-eg\/$/);
    await page.goto("/en-eg/profile");
    // On a busy run (phone) a click made before hydration left the page where it was.
    await hydrated(page, "main button");
    await page.locator("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/en-eg\/$/);
    await page.goto("/en-eg/profile/addresses");
    await expect(page).toHaveURL(/\/en-eg\/$/);
    await page.goto("/en-eg/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Sign in" }).click();
    // loginSuccess=true is reported and dropped once the page has hydrated (as register() waits).
    await expect(page).toHaveURL(/\/en-eg\/$/, { timeout: 20_000 });
  });

  test("add an address", async ({ page }) => {
    await register(page, unique());
    await page.goto("/en-eg/profile/addresses");
    await page.getByLabel("First name").fill("Laila");
    await page.getByLabel("Phone number").fill("٠١٠١٢٣٤٥٦٧٨");
    await page.getByLabel("Governorate").selectOption({ label: "Giza" });
    await page.getByLabel("Street").fill("Tahrir Street");
    await page.getByLabel("Building").fill("12");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The address is added")).toBeVisible();
    await expect(page.getByText("01012345678")).toBeVisible();
    await expect(page.getByText("Used for pricing")).toBeVisible();
  });

  test("forgot password: the mail in the outbox, then a new password", async ({ page }) => {
    const email = unique();
    await register(page, email);
    await page.goto("/en-eg/profile");
    // On a busy run (phone) a click made before hydration left the page where it was.
    await hydrated(page, "main button");
    await page.locator("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/en-eg\/$/);
    await page.goto("/en-eg/forgetPassword");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    await expect(page.getByRole("heading", { name: "New password" })).toBeVisible({ timeout: 8000 });
    const outboxes = readdirSync(tmpdir())
      .filter((d) => d.startsWith("manzil-e2e-"))
      .map((d) => join(tmpdir(), d, "outbox"))
      .filter((d) => {
        try {
          return statSync(d).isDirectory();
        } catch {
          return false;
        }
      });
    const mail = outboxes
      .flatMap((d) => readdirSync(d).map((f) => readFileSync(join(d, f), "utf8")))
      .find((m) => m.includes(email));
    expect(mail).toBeTruthy();
    const token = /token=(?:3D)?([A-Za-z0-9_-]{43})/.exec(mail!.replace(/=\r?\n/g, ""))![1]!;
    await page.goto(`/en-eg/resetPassword?token=${token}`);
    await page.getByLabel("New password", { exact: true }).fill("brand-new");
    await page.getByLabel("Confirm password", { exact: true }).fill("brand-new");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page).toHaveURL(/\/en-eg\/$/);
    await page.context().clearCookies();
    await page.goto(`/en-eg/resetPassword?token=${token}`);
    await expect(page.getByText("This reset link is invalid or has expired")).toBeVisible();
  });
});

/** The header's strings and the overlay's, per language (packages/i18n/messages/ui*.ts). */
const OVERLAY = {
  en: {
    login: "Sign in",
    loginTitle: "Sign in",
    submit: "Sign in",
    email: "Email",
    password: "Password",
    wrong: "Incorrect email or password",
    account: "My account",
    createAccount: "Create an account",
    registerTitle: "Create an account",
    designer: "Designer",
    lName: "Last name",
    forgot: "Forgot password?",
    forgotTitle: "Forgot your password?",
    sendLink: "Send the link",
    sent: "Check your email",
    newPassword: "New password",
    newPasswordField: "New password",
    close: "Close",
  },
  ar: {
    login: "تسجيل الدخول",
    loginTitle: "تسجيل الدخول",
    submit: "تسجيل الدخول",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    wrong: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
    account: "حسابي",
    createAccount: "إنشاء حساب",
    registerTitle: "إنشاء حساب",
    designer: "مصمم",
    lName: "اسم العائلة",
    forgot: "نسيت كلمة المرور؟",
    forgotTitle: "نسيت كلمة المرور؟",
    sendLink: "إرسال الرابط",
    sent: "تحقق من بريدك",
    newPassword: "كلمة مرور جديدة",
    newPasswordField: "كلمة المرور الجديدة",
    close: "إغلاق",
  },
} as const;

async function openLoginOverlay(page: Page, lang: "en" | "ar") {
  await hydrated(page, "header a[aria-haspopup=dialog]");
  await page.locator("header").getByRole("link", { name: OVERLAY[lang].login }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(OVERLAY[lang].loginTitle);
  return dialog;
}

for (const lang of ["en", "ar"] as const) {
  const s = OVERLAY[lang];
  test.describe(`the header's account overlay (${lang})`, () => {
    test("wrong password beside the field, email kept; then signed in on the same page", async ({ page }) => {
      const email = unique();
      await register(page, email, lang);
      await page.context().clearCookies();
      await page.goto(`/${lang}-eg/collections`);
      const dialog = await openLoginOverlay(page, lang);
      await expect(page).toHaveURL(new RegExp(`/${lang}-eg/collections$`));
      await dialog.getByLabel(s.email).fill(email);
      await dialog.getByLabel(s.password, { exact: true }).fill("not-the-one");
      await dialog.getByRole("button", { name: s.submit }).click();
      await expect(dialog.getByLabel(s.password, { exact: true })).toHaveAccessibleDescription(s.wrong);
      await expect(dialog.getByText(s.wrong)).toBeVisible();
      await expect(dialog.getByLabel(s.email)).toHaveValue(email);
      await expect(page).toHaveURL(new RegExp(`/${lang}-eg/collections$`));
      await dialog.getByLabel(s.password, { exact: true }).fill("secret1");
      await dialog.getByRole("button", { name: s.submit }).click();
      // The page reloads signed in, in the same language-country (loginSuccess is dropped once seen).
      await expect(page.locator("header").getByLabel(s.account)).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`/${lang}-eg/collections$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("signup from the overlay, designer; Escape and the close button close it", async ({ page }) => {
      await page.goto(`/${lang}-eg/`);
      let dialog = await openLoginOverlay(page, lang);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      dialog = await openLoginOverlay(page, lang);
      await dialog.getByRole("link", { name: s.createAccount }).click();
      await expect(dialog).toHaveAccessibleName(s.registerTitle);
      await expect(dialog.getByLabel(s.lName)).toHaveCount(0);
      await dialog.getByRole("link", { name: s.designer }).click();
      await expect(dialog.getByRole("link", { name: s.designer })).toHaveAttribute("aria-current", "page");
      await expect(dialog.getByLabel(s.lName)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lang}-eg/$`));
      await dialog.getByRole("button", { name: s.close }).click();
      await expect(dialog).toBeHidden();
    });

    test("forgot password: the mail is sent, the new-password step follows after 4 s", async ({ page }) => {
      await page.goto(`/${lang}-eg/`);
      const dialog = await openLoginOverlay(page, lang);
      await dialog.getByRole("link", { name: s.forgot }).click();
      await expect(dialog).toHaveAccessibleName(s.forgotTitle);
      await dialog.getByLabel(s.email).fill("customer@manzil.test");
      await dialog.getByRole("button", { name: s.sendLink }).click();
      await expect(dialog.getByText(s.sent)).toBeVisible();
      const sentAt = Date.now();
      await expect(dialog).toHaveAccessibleName(s.newPassword, { timeout: 8000 });
      expect(Date.now() - sentAt).toBeGreaterThan(3000);
      await expect(dialog.getByLabel(s.newPasswordField, { exact: true })).toBeVisible();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header's log-in link is the login page", async ({ page }) => {
    await page.goto("/en-eg/");
    await page.locator("header").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en-eg\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });
});
