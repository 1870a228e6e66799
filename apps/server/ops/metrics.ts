import { monitorEventLoopDelay } from "node:perf_hooks";

/** Upper bounds (seconds) of the request-duration histogram's buckets. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

/** A label value in the text format: backslash, double quote and newline escaped. */
const escapeLabelValue = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelText = (labels: Labels) =>
  `{${Object.entries(labels)
    .map(([k, v]) => `${k}="${escapeLabelValue(v)}"`)
    .join(",")}}`;

interface Histogram {
  labels: Labels;
  buckets: number[];
  sum: number;
  count: number;
}

export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/tickets/attachments/:id`), never the raw URL: bounded values. */
  route: string;
  statusCode: number;
  seconds: number;
}

export interface GaugeSample {
  name: string;
  help: string;
  value: number;
  labels?: Labels;
  /** A count that only grows (`_total`); a gauge otherwise. */
  type?: "counter";
}

/**
 * The process's request metrics, rendered in the Prometheus text exposition format 0.0.4
 * (decision 0074): request counts by method, route and status class, and a duration histogram.
 */
export function createRequestMetrics() {
  const counts = new Map<string, { labels: Labels; value: number }>();
  const durations = new Map<string, Histogram>();
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();

  function observe({ method, route, statusCode, seconds }: AnsweredRequest): void {
    // Keys joined by a newline, which no method or route pattern holds: labels are written out
    // only when scraped.
    const status = `${Math.floor(statusCode / 100)}xx`;
    const countKey = `${method}\n${route}\n${status}`;
    const count = counts.get(countKey) ?? { labels: { method, route, status }, value: 0 };
    count.value++;
    counts.set(countKey, count);
    const timedKey = `${method}\n${route}`;
    const histogram = durations.get(timedKey) ?? {
      labels: { method, route },
      buckets: DURATION_BUCKETS.map(() => 0),
      sum: 0,
      count: 0,
    };
    DURATION_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) histogram.buckets[i]!++;
    });
    histogram.sum += seconds;
    histogram.count++;
    durations.set(timedKey, histogram);
  }

  /** The process's own gauges: memory, uptime, event-loop delay since the previous scrape. */
  function processGauges(): GaugeSample[] {
    const memory = process.memoryUsage();
    const delay = loopDelay.count > 0 ? loopDelay : null;
    const samples: GaugeSample[] = [
      { name: "process_resident_memory_bytes", help: "Resident memory size in bytes.", value: memory.rss },
      { name: "nodejs_heap_used_bytes", help: "V8 heap in use, in bytes.", value: memory.heapUsed },
      {
        name: "nodejs_external_memory_bytes",
        help: "Memory outside the V8 heap held by JavaScript objects (buffers, the embedded database's WebAssembly memory), in bytes.",
        value: memory.external,
      },
      { name: "process_uptime_seconds", help: "Seconds since the process started.", value: process.uptime() },
      {
        name: "nodejs_eventloop_delay_p99_seconds",
        help: "99th percentile of the event loop's delay since the previous scrape.",
        value: delay ? delay.percentile(99) / 1e9 : 0,
      },
      {
        name: "nodejs_eventloop_delay_max_seconds",
        help: "Longest event loop delay since the previous scrape.",
        value: delay ? delay.max / 1e9 : 0,
      },
    ];
    loopDelay.reset();
    return samples;
  }

  /** The whole exposition: requests, durations, the process's gauges and `extra` ones. */
  function render(extra: GaugeSample[] = []): string {
    const lines: string[] = [
      "# HELP http_requests_total Requests answered, by method, route pattern and status class.",
      "# TYPE http_requests_total counter",
    ];
    for (const { labels, value } of counts.values())
      lines.push(`http_requests_total${labelText(labels)} ${value}`);
    lines.push(
      "# HELP http_request_duration_seconds Time to answer a request, by method and route pattern.",
      "# TYPE http_request_duration_seconds histogram",
    );
    for (const h of durations.values()) {
      DURATION_BUCKETS.forEach((bound, i) => {
        lines.push(
          `http_request_duration_seconds_bucket${labelText({ ...h.labels, le: String(bound) })} ${h.buckets[i]}`,
        );
      });
      lines.push(`http_request_duration_seconds_bucket${labelText({ ...h.labels, le: "+Inf" })} ${h.count}`);
      lines.push(`http_request_duration_seconds_sum${labelText(h.labels)} ${h.sum}`);
      lines.push(`http_request_duration_seconds_count${labelText(h.labels)} ${h.count}`);
    }
    const gauges = [...processGauges(), ...extra];
    const described = new Set<string>();
    for (const g of gauges) {
      if (!described.has(g.name)) {
        lines.push(`# HELP ${g.name} ${g.help}`, `# TYPE ${g.name} ${g.type ?? "gauge"}`);
        described.add(g.name);
      }
      lines.push(`${g.name}${g.labels ? labelText(g.labels) : ""} ${g.value}`);
    }
    return `${lines.join("\n")}\n`;
  }

  return { observe, render, stop: () => loopDelay.disable() };
}

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;
