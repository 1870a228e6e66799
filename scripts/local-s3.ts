/**
 * A local S3-compatible server to run Manzil against (README, "Uploads"): two buckets on loopback,
 * kept in DATA_DIR/s3 (or the folder given). Prints the settings to start the server with.
 *   npm run s3:local [-- --port 4568 --dir ./data/s3]
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { startLocalS3 } from "../test/s3-server.ts";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4568" }, dir: { type: "string" } },
});
const directory = resolve(values.dir ?? `${process.env.DATA_DIR ?? "./data"}/s3`);
mkdirSync(directory, { recursive: true });
const s3 = await startLocalS3({ port: Number(values.port), directory });
console.log(`S3-compatible server at ${s3.endpoint}, files in ${directory}. Start Manzil with:\n`);
console.log(
  Object.entries(s3.env)
    .map(([name, value]) => `${name}=${value}`)
    .join(" \\\n"),
  "\\\n  npm start\n",
);
const stop = () => s3.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
