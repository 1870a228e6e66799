/**
 * Third parties only by configuration (decision 0067): unconfigured, no page loads an outside
 * script and the CSP names no outside origin; each configured service's script comes with the
 * request's nonce and the CSP names its origins, and nothing else is opened.
 */

import { afterAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { inlineScriptHashes } from "./script-hashes.ts";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function page(env: Record<string, string> = {}) {
  const t = await startTestApp({ seed: false, env });
  apps.push(t);
  const r = await t.app.inject({ url: "/en-eg/" });
  return { html: r.body, csp: String(r.headers["content-security-policy"]) };
}

describe("third-party services", () => {
  it("is off by default: no third-party script, none allowed", async () => {
    const { html, csp } = await page();
    expect(html).not.toContain("googletagmanager");
    expect(csp).not.toContain("googletagmanager");
    expect(html.match(/<script[^>]+src="https?:\/\//g)).toBeNull();
    expect(csp).not.toMatch(/facebook|chat\.example/);
  });

  it("loads the configured container under the CSP (its origin named; a cached page has no nonce)", async () => {
    const { html, csp } = await page({ TAG_MANAGER_ID: "GTM-ABC123" });
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(html).toContain(`<script async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123"`);
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
  }, 60_000);

  it("loads the pixel and the chat widget, and allows the error reports' address", async () => {
    const { html, csp } = await page({
      FACEBOOK_PIXEL_ID: "123456789",
      CHAT_WIDGET_SRC: "https://chat.example.com/widget.js",
      ERROR_REPORT_URL: "https://errors.example.net/report",
    });
    expect(html).toContain('fbq("init","123456789")');
    expect(html).toContain('src="https://chat.example.com/widget.js"');
    expect(csp).toMatch(/script-src[^;]*https:\/\/connect\.facebook\.net[^;]*https:\/\/chat\.example\.com/);
    expect(csp).toMatch(/connect-src[^;]*https:\/\/errors\.example\.net/);
    expect(csp).not.toContain("googletagmanager");
  }, 60_000);

  it("refuses malformed settings at start", async () => {
    await expect(
      startTestApp({ seed: false, env: { CHAT_WIDGET_SRC: "http://chat.example.com/w.js" } }),
    ).rejects.toThrow(/CHAT_WIDGET_SRC/);
    await expect(startTestApp({ seed: false, env: { TAG_MANAGER_ID: "<script>" } })).rejects.toThrow(
      /TAG_MANAGER_ID/,
    );
  });
});
