/**
 * Issue 15's memory figure: the server's peak resident memory (VmHWM) under the side-by-side
 * harness's kind of load, on the embedded database (or PostgreSQL with DATABASE_URL), with a
 * large catalogue. `npx node bench/memory.ts` (needs the storefront build).
 *
 *   MEMORY_BENCH_DATA_DIR   a DATA_DIR seeded with `npm run seed:large` (default: .tmp/bench-memory,
 *                           seeded here with MEMORY_BENCH_PRODUCTS, default 9,760 → 10,000 products)
 *   MEMORY_BENCH_SECONDS    seconds of load per phase (default 10), 50 connections
 *   MEMORY_BENCH_SMAPS=1    also print, after each phase, where the resident memory is (/proc/PID/smaps)
 *   NODE_OPTIONS and any server setting (PAGE_CACHE_MB, GRAPHQL_CACHE_ENTRIES, PGLITE_SHARED_BUFFERS…)
 *                           pass through to the server
 *
 * Prints, after each phase, the process's VmRSS / VmHWM and the V8 heap and external memory from
 * /metrics, so what holds the memory shows.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import autocannon, { type Request } from "autocannon";

const root = resolve(import.meta.dirname, "..");
const seconds = Number(process.env.MEMORY_BENCH_SECONDS ?? 10);
const dataDir = resolve(process.env.MEMORY_BENCH_DATA_DIR ?? `${root}/.tmp/bench-memory`);
// Not 4190: fetch refuses the "bad ports" of the Fetch standard (4190 is ManageSieve), with "bad port".
const port = Number(process.env.MEMORY_BENCH_PORT ?? 3296);
const base = `http://127.0.0.1:${port}`;

if (!existsSync(`${dataDir}/uploads`) && !process.env.DATABASE_URL) {
  const products = process.env.MEMORY_BENCH_PRODUCTS ?? "9760";
  console.log(`seeding ${dataDir} with ${products} more products…`);
  const seeded = spawnSync(process.execPath, ["scripts/seed-large.ts", "--products", products], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) process.exit(1);
}

async function startServer(): Promise<ChildProcess> {
  // package.json's own start line (decision 0109): `sh` execs the server, so the pid is the server's.
  const start: string = JSON.parse(readFileSync(`${root}/package.json`, "utf8")).scripts.start;
  const child = spawn("sh", ["-c", start], {
    cwd: root,
    stdio: ["ignore", process.env.MEMORY_BENCH_DEBUG ? "inherit" : "ignore", "inherit"],
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WORKER: "off",
    },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) return child;
    } catch (error) {
      if (process.env.MEMORY_BENCH_DEBUG)
        console.log("not ready:", (error as Error).message, (error as Error).cause);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server never became ready");
}

function status(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(text.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

/**
 * Resident memory by kind, read off /proc/PID/smaps: the files mapped (the node binary, libraries),
 * V8's heap pages (its anonymous 256 KB mappings), executable anonymous memory (V8's and
 * WebAssembly's compiled code), the embedded database's WebAssembly memory (the one anonymous
 * mapping of 100 MB or more that is read-write), malloc's main heap, and the rest (thread arenas,
 * large malloc blocks, buffers).
 */
function residentByKind(pid: number): string {
  const kinds = new Map<string, number>();
  let kind = "";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      const size = (Number.parseInt(head[2]!, 16) - Number.parseInt(head[1]!, 16)) / 1024;
      const [perms, name] = [head[3]!, head[4]!];
      kind = name.startsWith("/")
        ? name.endsWith("/node")
          ? "node binary"
          : "other files"
        : name === "[heap]"
          ? "malloc heap"
          : name
            ? "other"
            : perms.includes("x")
              ? "code"
              : size === 256
                ? "V8 heap pages"
                : size >= 100 * 1024 && perms.startsWith("rw")
                  ? "wasm memory"
                  : "other anonymous";
    } else if (line.startsWith("Rss:")) {
      kinds.set(kind, (kinds.get(kind) ?? 0) + Number(line.split(/\s+/)[1]) / 1024);
    }
  }
  return [...kinds]
    .filter(([, mb]) => mb >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([k, mb]) => `${k} ${mb.toFixed(0)}`)
    .join(" · ");
}

async function gauges() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mb = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)`, "m"))?.[1] ?? 0) / 1048576;
  return { heap: mb("nodejs_heap_used_bytes"), external: mb("nodejs_external_memory_bytes") };
}

const gql = (query: string, variables: Record<string, unknown> = {}, lang = "ar") => ({
  method: "POST" as const,
  path: "/graphql",
  headers: {
    "content-type": "application/json",
    accept: "application/graphql-response+json, application/json",
    "accept-language": lang,
    "accept-country": "EG",
  },
  body: JSON.stringify({ query, variables }),
});

console.log(`starting the server on ${dataDir}…`);
const server = await startServer();
const pid = server.pid!;
const row = async (phase: string, extra = "") => {
  const s = status(pid);
  const g = await gauges();
  console.log(
    `${phase.padEnd(26)} VmRSS ${s.rss.toFixed(0).padStart(5)} MB  VmHWM ${s.hwm.toFixed(0).padStart(5)} MB  heap ${g.heap.toFixed(0).padStart(4)} MB  external ${g.external.toFixed(0).padStart(4)} MB  ${extra}`,
  );
  if (process.env.MEMORY_BENCH_SMAPS) console.log(`${"".padEnd(26)} ${residentByKind(pid)}`);
};
try {
  await row("started");
  const list = await (
    await fetch(`${base}/graphql`, {
      ...gql(
        `{ filterProducts(paginate: { page: 1, limit: 100 }, sort: "newest") { data { products { slug } } } }`,
      ),
    })
  ).json();
  const slugs: string[] = list.data.filterProducts.data.products.map((p: { slug: string }) => p.slug);
  const requestsFor = (make: (slug: string) => Request) => slugs.map(make);
  const phases: Array<[string, Request[]]> = [
    [
      "home page",
      [
        { method: "GET", path: "/ar-eg/" },
        { method: "GET", path: "/en-eg/" },
      ],
    ],
    ["category page", [{ method: "GET", path: "/ar-eg/categories/living-room" }]],
    ["product pages (100)", requestsFor((slug) => ({ method: "GET", path: `/ar-eg/products/${slug}` }))],
    [
      "GraphQL list",
      [
        gql(
          `{ filterProducts(paginate: { page: 3, limit: 24 }, sort: "newest") { status_code data { products { _id slug name arName allPriceAfterOffer images(first: 1) { path } } pageInfo { totalCount } } } }`,
        ),
      ],
    ],
    [
      "GraphQL detail (100)",
      requestsFor((slug) =>
        gql(
          `query ($p: String!) { getProductById(product: $p) { status_code data { _id name arName description allPriceAfterOffer availableEdition images { path } } } }`,
          { p: slug },
        ),
      ),
    ],
    [
      "search en + ar",
      [
        gql(`{ globalSearch(searchText: "wool", paginate: { limit: 24 }) { status_code } }`, {}, "en"),
        gql(`{ globalSearch(searchText: "صوف", paginate: { limit: 24 }) { status_code } }`, {}, "ar"),
      ],
    ],
  ];
  for (const [phase, requests] of phases) {
    const result = await autocannon({
      url: base,
      connections: 50,
      duration: seconds,
      headers: { accept: "text/html", "accept-encoding": "gzip, br" },
      requests,
    });
    await row(phase, `${Math.round(result.requests.average)} req/s, ${result.non2xx + result.errors} errors`);
  }
} finally {
  server.kill("SIGTERM");
}
