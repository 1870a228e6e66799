import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { MESSAGES } from "../apps/admin/app/lib/messages.ts";

/**
 * The back office (decision 0106), in Chromium at both widths: staff sign in with the store's
 * accounts and see the areas of their privilege type only; a shopper is refused, a visitor is sent
 * to sign in; the jobs list pages and filters on the server.
 */
const open = async (page: Page, lang: "ar" | "en", path: string) => {
  await page.addInitScript((l) => localStorage.setItem("manzil-admin-lang", l), lang);
  await page.goto(`/admin${path}`);
};

async function signIn(page: Page, lang: "ar" | "en", email: string) {
  const w = MESSAGES[lang];
  await expect(page.getByRole("heading", { name: w.signInTitle })).toBeVisible();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password).fill("manzil-demo");
  await page.getByRole("button", { name: w.signIn }).click();
}

/** A waiting request of the demo designer, sent through the shop's API with one picture. */
async function designerRequest(request: APIRequestContext, name: string): Promise<void> {
  const gql = async (query: string, variables: object, token?: string) =>
    (
      await request.post("/graphql", {
        data: { query, variables },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json();
  const login = await gql(
    `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { data { jwt } } }`,
    { e: "designer@manzil.test", p: "manzil-demo" },
  );
  const token = login.data.login.data.jwt as string;
  const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#4F6B3A" } })
    .png()
    .toBuffer();
  const file = await request.post("/api/tickets/attachments", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "sketch.png", mimeType: "image/png", buffer: picture } },
  });
  const categories = await gql(`query { getCategories(isMain: false) { data { _id } } }`, {});
  const added = await gql(
    `mutation ($c: ID, $n: String, $a: [ID!]) { addProductForDesigner(category: $c, name: $n, basePrice: 2500,
      description: "A low oak stool with a woven seat.", attachments: $a) { status_code } }`,
    { c: categories.data.getCategories.data[0]._id, n: name, a: [(await file.json()).data._id] },
    token,
  );
  expect(added.data.addProductForDesigner.status_code).toBe(200);
}

for (const lang of ["ar", "en"] as const) {
  const w = MESSAGES[lang];

  test(`${lang}: catalogue staff reject a request after confirming; a refusal shows on its field`, async ({
    page,
  }, info) => {
    const name = `E2E stool ${lang} ${info.project.name} ${Date.now()}`;
    await designerRequest(page.request, name);
    await open(page, lang, `/tickets?q=${encodeURIComponent(name)}`);
    await signIn(page, lang, "catalog@manzil.test");
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // Without a reason the server refuses, on the field, and nothing changes.
    await page.getByRole("button", { name: w.reject }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.reject }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByText(w["ticket.waiting"], { exact: true })).toBeVisible();
    await page.getByLabel(w.reason).fill("We already sell a similar stool.");
    await page.getByRole("button", { name: w.reject }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText(w.rejectConfirm)).toBeVisible();
    await dialog.getByRole("button", { name: w.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: w.reject }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.reject }).click();
    await expect(page.getByText(w.rejected)).toBeVisible();
    await expect(page.getByText(w["ticket.rejected"], { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: w.accept })).toHaveCount(0);
  });

  test(`${lang}: a support user sees their areas only, and signs out`, async ({ page }) => {
    await open(page, lang, "/jobs");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await signIn(page, lang, "support@manzil.test");
    // Back where they asked to go, which their privilege does not open.
    await expect(page.getByText(w.forbidden)).toBeVisible();
    await page.goto("/admin/");
    await expect(page.getByText(w["privilege.support"], { exact: false })).toBeVisible();
    // The home lists the areas the privilege opens (the side menu too, behind "Menu" on a phone).
    const areas = page.getByRole("main");
    // exact: the Overview's figures above name the requests waiting too (decision 0121)
    await expect(areas.getByRole("link", { name: w["area.tickets"], exact: true })).toBeVisible();
    await expect(areas.getByRole("link", { name: w["area.jobs"], exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: w.signOut }).click();
    await expect(page.getByRole("heading", { name: w.signInTitle })).toBeVisible();
    await page.goto("/admin/tickets");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test(`${lang}: a shopper is refused at the back office's door`, async ({ page }) => {
    await open(page, lang, "/login");
    await signIn(page, lang, "customer@manzil.test");
    await expect(page.getByRole("alert")).toHaveText(
      lang === "ar"
        ? "لا يملك هذا الحساب صلاحية الدخول إلى لوحة الإدارة"
        : "This account has no access to the back office",
    );
    await expect(page.getByLabel(w.email)).toHaveValue("customer@manzil.test");
  });

  test(`${lang}: the super administrator filters and pages the jobs list`, async ({ page }) => {
    await open(page, lang, "/login");
    await signIn(page, lang, "admin@manzil.test");
    await expect(page.getByRole("heading", { name: w.yourAreas })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: w["area.jobs"] }).click();
    await expect(page.getByRole("heading", { level: 1, name: w["area.jobs"] })).toBeVisible();
    await page.getByRole("link", { name: w["job.done"] }).click();
    await expect(page).toHaveURL(/status=done/);
    // The worker may not have finished a job yet on a fresh server: the list or its empty state.
    const table = page.getByRole("table");
    await expect(table.or(page.getByText(w.jobsEmpty))).toBeVisible();
    await expect(table.getByText(w["job.pending"], { exact: true })).toHaveCount(0);
    await expect(table.getByText(w["job.dead"], { exact: true })).toHaveCount(0);
    await page.getByRole("searchbox").fill("no-such-topic");
    await page.getByRole("button", { name: w.search }).click();
    await expect(page.getByText(w.emptyFiltered)).toBeVisible();
    await page.getByRole("link", { name: w.showAll }).click();
    await expect(page.getByRole("table")).toBeVisible();
  });
}
