/**
 * The page cache's figures (decisions 0080, 0127, 0128; issue 39): `npx node bench/page-cache.ts`
 * (needs the storefront build, wrk and nginx: `apt-get install -y wrk nginx-light`). One production
 * server on PGlite with the demo seed, run twice on the same data: with PAGE_CACHE_MB=0 (every page
 * rendered) and with the cache, pages fresh for PAGE_FRESH_SECONDS=5 so that each run of
 * PAGE_BENCH_SECONDS (default 12) passes through stale answers and background refreshes (the
 * steady state); a visitor and a signed-in shopper (the demo customer's session cookie). Then the
 * same bytes (each page's gzip answer, fetched once) from a bare node:http server and from nginx.
 * Load from wrk, a C client that is never the bottleneck (a Node client saturates near 2,000 pages
 * a second here and so measures itself): 50 connections, `Accept-Encoding: gzip`, a browser's
 * User-Agent.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

const root = resolve(import.meta.dirname, "..");
const seconds = Number(process.env.PAGE_BENCH_SECONDS ?? 12);
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
try {
  execFileSync("wrk", ["-v"], { stdio: "ignore" });
} catch (error) {
  // wrk -v exits 1 after printing its version; only a missing binary is fatal.
  if ((error as NodeJS.ErrnoException).code === "ENOENT") {
    console.error("needs wrk (apt-get install -y wrk): a Node client would measure itself");
    process.exit(1);
  }
}
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
const HEADERS = { "accept-encoding": "gzip" };

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
      PAGE_FRESH_SECONDS: "5",
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

interface Rate {
  rps: number;
  /** wrk's mean latency, ms. */
  latency: number;
  errors: number;
}

/**
 * wrk against one URL: requests a second, mean latency, non-2xx answers and socket errors. Run
 * asynchronously: the node:http server under test lives in this process.
 */
async function load(port: number, path: string, cookie?: string, connections = 50): Promise<Rate> {
  const { stdout: out } = await execFileAsync(
    "wrk",
    [
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "-H",
      `Accept-Encoding: ${HEADERS["accept-encoding"]}`,
      "-H",
      `User-Agent: ${BROWSER}`,
      ...(cookie ? ["-H", `Cookie: ${cookie}`] : []),
      `http://127.0.0.1:${port}${path}`,
    ],
    { encoding: "utf8" },
  );
  const ms = /Latency\s+([\d.]+)(us|ms|s)/.exec(out);
  const scale = ms?.[2] === "us" ? 0.001 : ms?.[2] === "s" ? 1000 : 1;
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
    [...out.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    latency: Number(((Number(ms?.[1] ?? 0) * scale) as number).toFixed(1)),
    errors,
  };
}

const cell = (r: Rate) => `${r.rps} (${r.latency} ms${r.errors ? `, ${r.errors} errors` : ""})`;
const ratio = (a: Rate, b: Rate) => (b.rps ? (a.rps / b.rps).toFixed(2) : "–");

/** The demo customer's session cookie, signed in over the API. */
async function sessionCookie(port: number): Promise<string> {
  const reply = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation { login(email: "customer@manzil.test", password: "manzil-demo") { data { jwt } } }`,
    }),
  });
  const jwt = ((await reply.json()) as { data: { login: { data: { jwt: string } | null } } }).data.login.data
    ?.jwt;
  if (!jwt) throw new Error("the demo customer could not sign in");
  return `manzil_session=${encodeURIComponent(jwt)}`;
}

const children: ChildProcess[] = [];
try {
  console.log("seeding and measuring without the cache…");
  const uncached = await startServer(0);
  children.push(uncached);
  // Warm the process (code, the catalogue's caches) before measuring.
  for (const page of pages)
    for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${ports.app}${page}`)).text();
  const before: Record<string, Rate> = {};
  // A render costs tens of milliseconds: 10 connections are plenty.
  for (const page of pages) before[page] = await load(ports.app, page, undefined, 10);
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
  const cookie = await sessionCookie(ports.app);
  const after: typeof before = {};
  const signedIn: typeof before = {};
  for (const page of pages) {
    after[page] = await load(ports.app, page);
    signedIn[page] = await load(ports.app, page, cookie);
  }
  await stop(cached);

  const statics = createServer((request, response) => {
    const page = bodies.get(request.url ?? "");
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": page.type, "content-encoding": page.encoding });
    response.end(page.body);
  });
  await new Promise<void>((ready, fail) =>
    statics.once("error", fail).listen(ports.node, "127.0.0.1", ready),
  );
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
    `\n| wrk ${seconds} s, req/s (mean latency) | rendered (PAGE_CACHE_MB=0, 10 conn.) | cached, visitor | cached, signed in | same bytes, node:http | same bytes, nginx | visitor / node | signed in / node | gzip bytes |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const page of pages)
    console.log(
      `| ${page} | ${cell(before[page]!)} | ${cell(after[page]!)} | ${cell(signedIn[page]!)} | ${cell(node[page]!)} | ${nginx ? cell(nginx[page]!) : "–"} | ${ratio(after[page]!, node[page]!)} | ${ratio(signedIn[page]!, node[page]!)} | ${bodies.get(page)!.body.length} |`,
    );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
