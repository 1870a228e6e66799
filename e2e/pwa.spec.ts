import { expect, test } from "@playwright/test";

/** The installable web app (decision 0066): the manifest is linked, the worker installs, offline pages answer. */
test.use({ serviceWorkers: "allow" });

test("the site installs as an app and opens offline", async ({ page, context }) => {
  await page.goto("/en-eg/");
  const manifest = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifest).toBe("/manifest.webmanifest?lang=en");
  expect(await (await page.request.get(manifest!)).json()).toMatchObject({ short_name: "Manzil" });
  // The worker is installed and controls the page.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated");
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await context.setOffline(true);
  await page.goto("/en-eg/categories").catch(() => {});
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "أنت غير متصل بالإنترنت" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("link", { name: /Try again/ }).click();
  await expect(page).toHaveURL(/\/(ar-eg|en-eg)?\/?$/);
});
