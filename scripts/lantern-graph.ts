/**
 * What Lighthouse's simulated paints are made of (decision 0086): runs Lighthouse (mobile,
 * performance only) on one page with LANTERN_DEBUG set, then prints each node of Lantern's
 * first-contentful-paint and largest-contentful-paint graphs with its simulated start and end
 * (network nodes: priority, type, bytes, address; CPU nodes over 20 ms). The last node to end is
 * what the metric waits for.
 * Usage: LANTERN_DEBUG=1 npx node scripts/lantern-graph.ts http://127.0.0.1:3290/ar-eg/
 */
import * as Lantern from "@paulirish/trace_engine/models/trace/lantern/lantern.js";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const [url] = process.argv.slice(2);
if (!url || !process.env.LANTERN_DEBUG)
  throw new Error("usage: LANTERN_DEBUG=1 node scripts/lantern-graph.ts <page URL>");

interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface GraphNode {
  type: string;
  request: { priority: string; resourceType: string; transferSize: number; url: string };
}

const port = 9333;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
  });
  const audits = result?.lhr.audits ?? {};
  console.log(
    `FCP ${audits["first-contentful-paint"]?.displayValue}, LCP ${audits["largest-contentful-paint"]?.displayValue}, ` +
      `performance ${Math.round((result?.lhr.categories.performance?.score ?? 0) * 100)}`,
  );
  const simulations = (
    Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Map<GraphNode, Timing>> }
  ).allNodeTimings;
  for (const [label, timings] of simulations) {
    if (!/FirstContentfulPaint|LargestContentfulPaint/.test(label)) continue;
    const rows = [...timings.entries()]
      .filter(([node, t]) => node.type === "network" || t.duration > 20)
      .map(([node, t]) => ({
        start: Math.round(t.startTime),
        end: Math.round(t.endTime),
        what:
          node.type === "network"
            ? `${node.request.priority} ${node.request.resourceType} ${node.request.transferSize} B ${node.request.url}`
            : `CPU ${Math.round(t.duration)} ms`,
      }))
      .sort((a, b) => a.end - b.end);
    console.log(`\n${label}: ${timings.size} nodes, ends at ${rows.at(-1)?.end ?? 0} ms`);
    for (const row of rows) console.log(`  ${row.start}-${row.end} ms  ${row.what}`);
  }
} finally {
  await browser.close();
}
