/**
 * Issue 13's scale-out figures: one Manzil process against two behind nginx, both on one
 * PostgreSQL database and one Redis. `npx node bench/balanced.ts` (needs Debian's nginx, the local
 * PostgreSQL and Redis, and the storefront build). Creates a fresh database (dropped at the end),
 * seeds the demo through the first process, starts the second on the same data, then measures with
 * autocannon (50 connections × BALANCED_SECONDS, default 15): straight to process A, then through
 * nginx to A and B. Also shows that a login backoff holds across the two processes.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import {
  dataFolder,
  type ServerProcess,
  type SiteOptions,
  startBalancer,
  startServerProcess,
} from "../test/scale/site.ts";

const seconds = Number(process.env.BALANCED_SECONDS ?? 15);
const pg = "postgres://postgres@127.0.0.1:5432";
const database = `manzil_balanced_${Date.now()}`;
const ports = { nginx: 4100, a: 4101, b: 4102 };
const site: SiteOptions = {
  databaseUrl: `${pg}/${database}`,
  redisUrl: "redis://127.0.0.1:6379",
  redisPrefix: `${database}:`,
  publicPort: ports.nginx,
  dataDir: dataFolder(),
};
const servers: ServerProcess[] = [];

const LIST = JSON.stringify({
  query: `{ filterProducts(category: "living-room", paginate: { page: 2, limit: 12 }) { data { products { _id slug name allPriceAfterOffer } } } }`,
});

async function load(port: number, request: { path: string; method?: "GET" | "POST"; body?: string }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${request.path}`,
    method: request.method ?? "GET",
    body: request.body,
    headers: request.body ? { "content-type": "application/json" } : {},
    connections: 50,
    duration: seconds,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function loginTries(port: number, email: string, password: string) {
  const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify({
      query: `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { status_code } }`,
      variables: { e: email, p: password },
    }),
  });
  return ((await r.json()) as { data: { login: { status_code: number } } }).data.login.status_code;
}

try {
  execFileSync("createdb", ["-h", "127.0.0.1", "-U", "postgres", database]);
  console.log("seeding through process A…");
  servers.push(await startServerProcess(site, ports.a));
  servers.push(await startServerProcess(site, ports.b));
  const balancer = startBalancer(ports.nginx, [ports.a, ports.b]);
  try {
    const cases = [
      { name: "category page /en-eg/categories/living-room", path: "/en-eg/categories/living-room" },
      { name: "product list over GraphQL", path: "/graphql", method: "POST" as const, body: LIST },
    ];
    console.log(`\n| ${seconds} s × 50 connections | 1 process | 2 processes behind nginx |\n|---|---|---|`);
    for (const c of cases) {
      const one = await load(ports.a, c);
      const two = await load(ports.nginx, c);
      const cell = (r: typeof one) => `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`;
      console.log(`| ${c.name} | ${cell(one)} | ${cell(two)} |`);
    }
    // Five wrong passwords through the balancer land on both processes; the account waits on both.
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(await loginTries(ports.nginx, "customer@manzil.test", "wrong-one"));
    const onA = await loginTries(ports.a, "customer@manzil.test", "manzil-demo");
    const onB = await loginTries(ports.b, "customer@manzil.test", "manzil-demo");
    console.log(
      `\nlogin backoff across processes: wrong ×5 → ${codes.join(",")}; right password then on A ${onA}, on B ${onB}`,
    );
  } finally {
    balancer.stop();
  }
} finally {
  await Promise.all(servers.map((server) => server.kill("SIGTERM")));
  try {
    execFileSync("dropdb", ["-h", "127.0.0.1", "-U", "postgres", "--if-exists", "--force", database]);
  } catch {
    // left for the next cleanup
  }
  rmSync(site.dataDir, { recursive: true, force: true });
}
