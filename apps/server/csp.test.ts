import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { inlineScriptHashes } from "./script-hashes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const nonceOf = (scriptSrc: string[]) =>
  /^'nonce-([^']+)'$/.exec(scriptSrc.find((v) => v.startsWith("'nonce-")) ?? "")?.[1];

/** Every `<script ...>` start tag in the page. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

describe("Content-Security-Policy (decisions 0023, 0107)", () => {
  const pages = [
    "/ar-eg/",
    "/en-eg/",
    "/en-eg/categories/living-room",
    "/ar-eg/search?v=lamp",
    "/en-eg/login",
  ];

  it.each(pages)(
    "%s: scripts from this origin, by the request's nonce or (a cached page) by hash, never 'unsafe-inline'",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const policy = directives(response.headers["content-security-policy"]);
      const scriptSrc = policy.get("script-src") ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(policy.get("script-src-attr")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      // Styles keep 'unsafe-inline' (React style props); a nonce there would switch it off.
      expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);

      const scripts = scriptTags(response.body);
      const code = scripts.filter((tag) => !/type="application\/ld\+json"/.test(tag));
      expect(code.length).toBeGreaterThan(0);
      const nonce = nonceOf(scriptSrc);
      if (response.headers["x-cache"] === "miss") {
        // A page the cache keeps is the same for everyone: its inline scripts named by hash.
        expect(nonce).toBeUndefined();
        for (const tag of code) expect(tag).not.toContain("nonce=");
        for (const hash of inlineScriptHashes(response.body)) expect(scriptSrc).toContain(hash);
      } else {
        // 128 random bits in base64.
        expect(Buffer.from(nonce!, "base64")).toHaveLength(16);
        for (const tag of code) expect(tag).toContain(`nonce="${nonce}"`);
      }
      // No inline event handlers or javascript: URLs (script-src-attr 'none' would block them).
      const html = response.body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
      expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/(?:href|src|action)\s*=\s*"\s*javascript:/i);
    },
  );

  it("caches the public pages among these, and not the others", async () => {
    const states = await Promise.all(pages.map(async (url) => (await get(url)).headers["x-cache"]));
    expect(states).toEqual(["hit", "hit", "hit", "bypass", "bypass"]);
  });

  it("gives each request for a page nobody shares its own nonce", async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) {
      const response = await get("/en-eg/login");
      const nonce = nonceOf(directives(response.headers["content-security-policy"]).get("script-src") ?? []);
      expect(response.body).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("leaves JSON-LD data without a nonce", async () => {
    const response = await get("/en-eg/");
    const ld = scriptTags(response.body).filter((tag) => /application\/ld\+json/.test(tag));
    expect(ld.length).toBeGreaterThan(0);
    for (const tag of ld) expect(tag).not.toContain("nonce=");
  });

  it("sends the policy on error pages too, with their scripts carrying the nonce", async () => {
    const response = await get("/en-eg/no-such-page");
    expect(response.statusCode).toBe(404);
    const nonce = nonceOf(directives(response.headers["content-security-policy"]).get("script-src") ?? []);
    expect(nonce).toBeDefined();
    for (const tag of scriptTags(response.body).filter((s) => !/ld\+json/.test(s)))
      expect(tag).toContain(`nonce="${nonce}"`);
  });
});
