/**
 * Third parties only by configuration (decision 0067): without TAG_MANAGER_ID no page loads a
 * third-party script and the CSP allows none; with it, the container's script comes with the
 * request's nonce and the CSP names its origin.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function page(env: Record<string, string> = {}) {
  const t = await startTestApp({ seed: false, env });
  apps.push(t);
  const r = await t.app.inject({ url: "/en-eg/" });
  return { html: r.body, csp: String(r.headers["content-security-policy"]) };
}

describe("the tag manager", () => {
  it("is off by default: no third-party script, none allowed", async () => {
    const { html, csp } = await page();
    expect(html).not.toContain("googletagmanager");
    expect(csp).not.toContain("googletagmanager");
    expect(html.match(/<script[^>]+src="https?:\/\//g)).toBeNull();
  });

  it("loads the configured container under the nonce and the CSP", async () => {
    const { html, csp } = await page({ TAG_MANAGER_ID: "GTM-ABC123" });
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(html).toContain(`src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123"`);
    expect(html).toContain(`<script async="" nonce="${nonce}" src="https://www.googletagmanager.com`);
  }, 60_000);

  it("refuses a malformed container id at start", async () => {
    await expect(startTestApp({ seed: false, env: { TAG_MANAGER_ID: "<script>" } })).rejects.toThrow(
      /TAG_MANAGER_ID/,
    );
  });
});
