import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/** The loading bar (issue 12): a slow navigation shows it after its throttle; it goes once the page is there. */
test("a slow navigation shows the loading bar until the page is ready", async ({ page }) => {
  await page.goto("/en-eg/");
  await hydrated(page, "header a");
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the next page's data until the bar has been seen.
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
  const bar = page.getByRole("progressbar", { name: "Loading" });
  await expect(bar).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/en-eg\/faq$/);
  await expect(bar).toBeHidden();
});
