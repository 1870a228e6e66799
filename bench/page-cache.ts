/**
 * Issue 15's page cache figures (decision 0080): `npx node bench/page-cache.ts` (needs the
 * storefront build; nginx is optional). One production server on PGlite with the demo seed, run
 * twice on the same data: with PAGE_CACHE_MB=0 (every page rendered) and with the cache; then the
 * same bytes (each page's gzip answer, fetched once) from a static server: a bare node:http server
 * and, when installed, nginx. autocannon, 50 connections × PAGE_BENCH_SECONDS (default 10) per
 * page, browser-like `Accept-Encoding: gzip, deflate, br`, no cookie (a visitor).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const root = resolve(import.meta.dirname, "..");
const seconds = Number(process.env.PAGE_BENCH_SECONDS ?? 10);
const work = mkdtempSync(join(tmpdir(), "manzil-page-bench-"));
const ports = { app: 4111, node: 4112, nginx: 4113 };
const pages = [
  "/ar-eg/",
  "/en-eg/",
  "/ar-eg/categories/living-room",
  "/en-eg/categories/living-room",
  "/ar-eg/products/luxor-low-oak-tv-unit",
  "/en-eg/products/luxor-low-oak-tv-unit",
];
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

async function startServer(pageCacheMb: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["apps/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(ports.app),
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      PAGE_CACHE_MB: String(pageCacheMb),
      WORKER: "off",
      ART_CACHE_DIR: join(root, ".tmp", "art-cache"),
    },
  });
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${ports.app}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server never became ready");
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function load(port: number, path: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: HEADERS,
    connections: 50,
    duration: seconds,
    timeout: 30,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    errors: result.errors + result.non2xx,
  };
}

const cell = (r: { rps: number; p50: number; errors: number }) =>
  `${r.rps} (p50 ${r.p50} ms${r.errors ? `, ${r.errors} errors` : ""})`;

const children: ChildProcess[] = [];
try {
  console.log("seeding and measuring without the cache…");
  const uncached = await startServer(0);
  children.push(uncached);
  // Warm the process (code, the catalogue's caches) before measuring.
  for (const page of pages)
    for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${ports.app}${page}`)).text();
  const before: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const page of pages) before[page] = await load(ports.app, page);
  await stop(uncached);

  console.log("measuring with the cache…");
  const cached = await startServer(64);
  children.push(cached);
  // The bytes a visitor gets, for the static servers.
  const bodies = new Map<string, { body: Buffer; type: string; encoding: string }>();
  const curl = (page: string) =>
    execFileSync("curl", [
      "-s",
      "-H",
      `accept-encoding: ${HEADERS["accept-encoding"]}`,
      `http://127.0.0.1:${ports.app}${page}`,
    ]);
  for (const page of pages) {
    curl(page); // the first renders and keeps the page
    bodies.set(page, { body: curl(page), type: "text/html", encoding: "gzip" });
  }
  const after: typeof before = {};
  for (const page of pages) after[page] = await load(ports.app, page);
  await stop(cached);

  const statics = createServer((request, response) => {
    const page = bodies.get(request.url ?? "");
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": page.type, "content-encoding": page.encoding });
    response.end(page.body);
  }).listen(ports.node, "127.0.0.1");
  const node: typeof before = {};
  for (const page of pages) node[page] = await load(ports.node, page);
  statics.close();

  let nginx: typeof before | null = null;
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    const files = join(work, "static");
    for (const [page, { body }] of bodies) {
      const dir = join(files, page);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "index.html"), body);
    }
    const conf = join(work, "nginx.conf");
    writeFileSync(
      conf,
      `worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${ports.nginx};
    root ${files};
    location / { default_type text/html; add_header Content-Encoding gzip; try_files $uri/index.html =404; }
  }
}`,
    );
    // nginx's workers run as another user: let them read the files.
    execFileSync("chmod", ["-R", "a+rX", work]);
    execFileSync("nginx", ["-c", conf, "-p", work]);
    nginx = {};
    for (const page of pages) nginx[page] = await load(ports.nginx, page);
    execFileSync("nginx", ["-c", conf, "-p", work, "-s", "stop"]);
  } catch (error) {
    console.log("nginx: not measured", error instanceof Error ? error.message : error);
  }

  console.log(
    `\n| ${seconds} s × 50 connections, req/s | rendered (PAGE_CACHE_MB=0) | page cache | same bytes, node:http | same bytes, nginx | gzip bytes |`,
  );
  console.log("|---|---|---|---|---|---|");
  for (const page of pages)
    console.log(
      `| ${page} | ${cell(before[page]!)} | ${cell(after[page]!)} | ${cell(node[page]!)} | ${nginx ? cell(nginx[page]!) : "–"} | ${bodies.get(page)!.body.length} |`,
    );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
