import * as Lantern from "@paulirish/trace_engine/models/trace/lantern/lantern.js";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const [url] = process.argv.slice(2);
const port = 9333;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const result = await lighthouse(url!, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
  });
  const a = result!.lhr.audits;
  console.log(
    "FCP",
    a["first-contentful-paint"]!.displayValue,
    "LCP",
    a["largest-contentful-paint"]!.displayValue,
    "score",
    result!.lhr.categories.performance!.score,
  );
  for (const [label, timings] of (Lantern as any).Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint|FirstContentfulPaint/.test(label)) continue;
    const rows = [...timings.entries()].map(([node, t]: any) => ({
      end: Math.round(t.endTime),
      start: Math.round(t.startTime),
      what:
        node.type === "network"
          ? `${node.request.priority} ${node.request.resourceType} ${node.request.transferSize} ${node.request.url.slice(-50)}`
          : `cpu ${Math.round(t.duration)}ms`,
    }));
    rows.sort((x, y) => x.end - y.end);
    console.log(`== ${label} (${rows.length} nodes, end ${rows.at(-1)?.end})`);
    for (const r of rows)
      if (!r.what.startsWith("cpu") || Number(r.what.split(" ")[1]!.replace("ms", "")) > 20)
        console.log(r.start, r.end, r.what);
  }
} finally {
  await browser.close();
}
