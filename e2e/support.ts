import { expect, type Page } from "@playwright/test";

/** An email no earlier test used (the desktop and phone projects share one server). */
export const uniqueEmail = () => `e2e${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com`;

/** Registers a customer through the register page and waits until the session is on (home). */
export async function register(page: Page, email: string, lang = "en") {
  await page.goto(`/${lang}-eg/register`);
  await page.getByLabel(lang === "en" ? "First name" : "الاسم الأول").fill("Laila");
  await page.getByLabel(lang === "en" ? "Email" : "البريد الإلكتروني").fill(email);
  await page.getByLabel(lang === "en" ? "Password" : "كلمة المرور", { exact: true }).fill("secret1");
  await expect(page.getByText(lang === "en" ? "Verified" : "تم التحقق")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: lang === "en" ? "Create account" : "إنشاء الحساب" }).click();
  // loginSuccess=true is reported and dropped from the address once the page has hydrated.
  await expect(page).toHaveURL(new RegExp(`/${lang}-eg/$`), { timeout: 20_000 });
}

/** Signs a demo account in through the API and hands its session cookie to the page's browser. */
export async function signInAs(page: Page, baseURL: string, email: string, password = "manzil-demo") {
  const login = await page.request.post("/graphql", {
    data: {
      query: `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { data { jwt } } }`,
      variables: { e: email, p: password },
    },
  });
  const jwt = (await login.json()).data.login.data.jwt as string;
  await page.context().addCookies([{ name: "manzil_session", value: jwt, url: baseURL }]);
}

/** React has hydrated the element `selector` finds (before that, its handlers are not attached). */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (s) =>
      [...document.querySelectorAll(s)].some((el) =>
        Object.keys(el).some((k) => k.startsWith("__reactProps")),
      ),
    selector,
  );
}

/** The data layer's latest event of this name, once pushed (decision 0067). */
export async function dataLayerEvent(page: Page, name: string): Promise<Record<string, unknown>> {
  const handle = await page.waitForFunction((event) => {
    const layer =
      (window as unknown as { dataLayer?: Array<Record<string, unknown> | null> }).dataLayer ?? [];
    return [...layer].reverse().find((e) => e?.event === event) ?? null;
  }, name);
  return (await handle.jsonValue()) as Record<string, unknown>;
}

/**
 * Text on the page that looks like a translation key rather than words (decision 0082): a
 * namespaced key ("catalog:listing.sort") or a dotted one ("listing.sort"), in text or in the
 * labels people hear (aria-label, placeholder, title, alt).
 */
export async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dotted = /^(?:[a-z]+:)?[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)+$/;
    const namespaced =
      /\b(?:translation|catalog|account|search|orders|checkout|promotions|tickets|forms|idesign|earnings|info|blog):[a-zA-Z]/;
    const looksLikeKey = (text: string) => dotted.test(text) || namespaced.test(text);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style")) continue;
      const text = node.textContent?.trim() ?? "";
      if (looksLikeKey(text)) found.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value && looksLikeKey(value)) found.push(`${name}=${value}`);
      }
    }
    return found;
  });
}
