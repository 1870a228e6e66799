/**
 * What a page weighs as the server sends it: the whole HTML and the inline hydration data (the
 * scripts that fill `window.__reactRouterContext`: loader data as a turbo-stream), raw and gzipped.
 * Against a running server with the demo seed (`PORT=3291 npx node scripts/e2e-server.ts`):
 *
 *   npx node bench/page-weight.ts http://127.0.0.1:3291 [/ar-eg/ /en-eg/ ...]
 *
 * Paths under /profile are fetched signed in as the demo customer (a session from /graphql login).
 */
import { gzipSync } from "node:zlib";

const base = process.argv[2] ?? "http://127.0.0.1:3291";
const DEFAULT_PATHS = [
  "/ar-eg/",
  "/en-eg/",
  "/ar-eg/categories/living-room",
  "/ar-eg/products/:first",
  "/ar-eg/cart",
  "/ar-eg/login",
  "/ar-eg/profile",
  "/ar-eg/profile/orders",
  "/ar-eg/about",
];
const paths = process.argv.length > 3 ? process.argv.slice(3) : DEFAULT_PATHS;

async function session(): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { data { jwt } } }`,
      variables: { e: "customer@manzil.test", p: "manzil-demo" },
    }),
  });
  const body = (await response.json()) as { data: { login: { data: { jwt: string } } } };
  return `manzil_session=${body.data.login.data.jwt}`;
}

/** The first product the living-room category lists (its link in the page). */
async function firstProduct(): Promise<string> {
  const html = await (await fetch(`${base}/ar-eg/categories/living-room`)).text();
  const id = /href="\/ar-eg\/products\/([^"?#]+)"/.exec(html)?.[1];
  if (!id) throw new Error("no product link on the category page");
  return id;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (text: string) => gzipSync(Buffer.from(text), { level: 6 }).length;

const cookie = paths.some((p) => p.includes("/profile")) ? await session() : "";
const product = paths.some((p) => p.includes(":first")) ? await firstProduct() : "";
console.log("| page | HTML KB (gzip) | hydration data KB (gzip) |");
console.log("|---|---:|---:|");
for (const template of paths) {
  const path = template.replace(":first", product);
  const headers = path.includes("/profile") ? { cookie } : undefined;
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  const html = await response.text();
  const data = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((script) => script.includes("__reactRouterContext"))
    .join("");
  const html_ = `${kb(Buffer.byteLength(html))} (${kb(gz(html))})`;
  const data_ = `${kb(Buffer.byteLength(data))} (${kb(gz(data))})`;
  console.log(`| ${template.replace(":first", "<product>")} | ${html_} | ${data_} |`);
}
