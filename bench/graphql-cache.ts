/**
 * Issue 15's GraphQL figures with and without the response cache (decision 0081): the demo store
 * on embedded PGlite, one server process, 50 connections × GRAPHQL_BENCH_SECONDS (default 10)
 * per read, as a visitor. `npx node bench/graphql-cache.ts` (needs the storefront build).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import autocannon from "autocannon";

const root = resolve(import.meta.dirname, "..");
const seconds = Number(process.env.GRAPHQL_BENCH_SECONDS ?? 10);
const port = 4180;

const READS = {
  "product list (page 3 of 24, newest)": {
    query: `{ filterProducts(paginate: { page: 3, limit: 24 }, sort: "newest") { status_code data { products { _id slug name arName allPriceAfterOffer images { path } } pageInfo { totalCount } } } }`,
  },
  "product detail": (slug: string) => ({
    query: `query ($p: String!) { getProductById(product: $p) { status_code data { _id name arName description allPriceAfterOffer availableEdition images { path } } } }`,
    variables: { p: slug },
  }),
};

async function startServer(cacheEntries: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), GRAPHQL_CACHE_ENTRIES: cacheEntries, LOG_LEVEL: "warn" },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server never became ready");
}

async function measure(body: unknown) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "ar" },
    body: JSON.stringify(body),
    connections: 50,
    duration: seconds,
  });
  return `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.errors + r.non2xx} errors`;
}

const rows: string[] = [];
for (const entries of ["0", "5000"]) {
  const server = await startServer(entries);
  try {
    const list = await (
      await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(READS["product list (page 3 of 24, newest)"]),
      })
    ).json();
    const slug = (list as { data: { filterProducts: { data: { products: Array<{ slug: string }> } } } }).data
      .filterProducts.data.products[0]!.slug;
    rows.push(
      `| product list, cache ${entries === "0" ? "off" : "on"} | ${await measure(READS["product list (page 3 of 24, newest)"])} |`,
    );
    rows.push(
      `| product detail, cache ${entries === "0" ? "off" : "on"} | ${await measure(READS["product detail"](slug))} |`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}
console.log(
  `\n| ${seconds} s × 50 connections, visitor, PGlite, demo store | result |\n|---|---|\n${rows.join("\n")}`,
);
