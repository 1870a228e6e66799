import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.ts";

const TOKEN = "scrape-token-0123456789";

let open: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  open = await startTestApp({ seed: false });
  guarded = await startTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } });
}, 120_000);
afterAll(async () => {
  await open?.close();
  await guarded?.close();
});

/** One sample line of the text format: name, optional labels, value. */
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\["\\n])*",?)*\})? (-?[0-9.]+(?:e[+-]?[0-9]+)?|NaN|[+-]Inf)$/;

/** Parses an exposition strictly: every line is a HELP, a TYPE or a sample of a declared family. */
function parseExposition(text: string) {
  expect(text.endsWith("\n")).toBe(true);
  const types = new Map<string, string>();
  const samples = new Map<string, number>();
  for (const line of text.trimEnd().split("\n")) {
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      expect(types.has(type[1]!)).toBe(false);
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const sample = SAMPLE.exec(line);
    expect(sample, line).not.toBeNull();
    const family = sample![1]!.replace(/_(bucket|sum|count)$/, "");
    expect(types.has(sample![1]!) || types.get(family) === "histogram", line).toBe(true);
    samples.set(`${sample![1]}${sample![2] ?? ""}`, Number(sample![3]));
  }
  return { types, samples };
}

const scrape = async (t: TestApp) => {
  const r = await t.app.inject({ url: "/metrics" });
  expect(r.statusCode).toBe(200);
  expect(r.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parseExposition(r.body);
};

describe("GET /metrics (decision 0074)", () => {
  it("is the Prometheus text format with requests, durations and the process's gauges", async () => {
    await open.app.inject({ url: "/healthz" });
    const { types, samples } = await scrape(open);
    expect(Object.fromEntries(types)).toMatchObject({
      http_requests_total: "counter",
      http_request_duration_seconds: "histogram",
      process_resident_memory_bytes: "gauge",
      nodejs_eventloop_delay_p99_seconds: "gauge",
    });
    expect(samples.get('http_request_duration_seconds_bucket{method="GET",route="/healthz",le="+Inf"}')).toBe(
      samples.get('http_request_duration_seconds_count{method="GET",route="/healthz"}'),
    );
    expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts requests by route pattern and status class", async () => {
    const healthy = 'http_requests_total{method="GET",route="/healthz",status="2xx"}';
    const before = (await scrape(open)).samples.get(healthy) ?? 0;
    await open.app.inject({ url: "/healthz" });
    await open.app.inject({ url: "/healthz" });
    await open.app.inject({ url: "/api/tickets/attachments/123" });
    const { samples } = await scrape(open);
    expect(samples.get(healthy)).toBe(before + 2);
    // The pattern, not the URL: label values stay few.
    const attachment = [...samples.keys()].find((k) => k.includes('route="/api/tickets/attachments/:id"'));
    expect(attachment).toMatch(/status="4xx"/);
    expect([...samples.keys()].some((k) => k.includes("/123"))).toBe(false);
  });

  it("without METRICS_TOKEN, answers only direct loopback connections", async () => {
    const far = await open.app.inject({ url: "/metrics", remoteAddress: "203.0.113.9" });
    expect(far.statusCode).toBe(403);
    expect(far.body).not.toContain("http_requests_total");
    const proxied = await open.app.inject({ url: "/metrics", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxied.statusCode).toBe(403);
    expect((await open.app.inject({ url: "/metrics", remoteAddress: "::1" })).statusCode).toBe(200);
  });

  it("with METRICS_TOKEN, answers only its Bearer token, from anywhere", async () => {
    const none = await guarded.app.inject({ url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toContain("Bearer");
    const wrong = await guarded.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.app.inject({
      url: "/metrics",
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers["cache-control"]).toBe("no-store");
    expect(right.body).toContain("# TYPE http_requests_total counter");
  });
});
