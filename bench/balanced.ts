/**
 * Issue 13's scale-out figures: one Manzil process against two behind nginx, both on one
 * PostgreSQL database and one Redis. `npx node bench/balanced.ts` (needs Debian's nginx, the local
 * PostgreSQL and Redis, and the storefront build). Creates a fresh database (dropped at the end),
 * seeds the demo through the first process, starts the second on the same data, then measures with
 * autocannon (50 connections × BALANCED_SECONDS, default 15): straight to process A, then through
 * nginx to A and B. Also shows that a login backoff holds across the two processes.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const root = resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BALANCED_SECONDS ?? 15);
const pg = "postgres://postgres@127.0.0.1:5432";
const database = `manzil_balanced_${Date.now()}`;
const work = mkdtempSync(join(tmpdir(), "manzil-balanced-"));
const ports = { nginx: 4100, a: 4101, b: 4102 };
const children: ChildProcess[] = [];

function startServer(port: number): ChildProcess {
  const child = spawn(process.execPath, ["apps/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      DATABASE_URL: `${pg}/${database}`,
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_PREFIX: `${database}:`,
      PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
      TRUST_PROXY: "127.0.0.1",
      ART_CACHE_DIR: join(root, ".tmp", "art-cache"),
    },
  });
  children.push(child);
  return child;
}

async function ready(port: number, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`port ${port} never became ready`);
}

function startNginx() {
  const conf = join(work, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  upstream manzil { server 127.0.0.1:${ports.a}; server 127.0.0.1:${ports.b}; keepalive 64; }
  server {
    listen 127.0.0.1:${ports.nginx};
    location / {
      proxy_pass http://manzil;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}`,
  );
  execFileSync("nginx", ["-c", conf, "-p", work]);
  return () => execFileSync("nginx", ["-c", conf, "-p", work, "-s", "stop"]);
}

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
  startServer(ports.a);
  await ready(ports.a);
  startServer(ports.b);
  await ready(ports.b);
  const stopNginx = startNginx();
  await ready(ports.nginx);
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
    stopNginx();
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 2000));
  try {
    execFileSync("dropdb", ["-h", "127.0.0.1", "-U", "postgres", "--if-exists", "--force", database]);
  } catch {
    // left for the next cleanup
  }
  rmSync(work, { recursive: true, force: true });
}
