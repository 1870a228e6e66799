/**
 * `npm run worker`: the job worker alone, for a scaled-out deployment where web processes run
 * with WORKER=off (decision 0053). Needs PostgreSQL (DATABASE_URL): the embedded database can be
 * opened by one process only, and `npm start` already runs the worker in its process.
 */
import { openDatabase } from "#db/client.ts";
import { compose } from "#server/composition.ts";
import { loadConfig } from "#server/config.ts";

const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    "npm run worker needs DATABASE_URL: with the embedded database, `npm start` runs the worker in its own process.",
  );
  process.exit(2);
}
const database = await openDatabase({ url: config.databaseUrl });
await database.migrate();
const { worker, shared } = compose(config, database, { log: (m, d) => console.warn(m, d ?? "") });
worker.start();
console.log("Manzil job worker running (Ctrl+C to stop)");
// SIGTERM/SIGINT: finish the job under way, within SHUTDOWN_TIMEOUT_MS (decision 0074). Past it
// the process exits 1 and the job's lease lets another worker take it again.
const stop = async () => {
  const deadline = setTimeout(() => {
    console.error("shutdown deadline passed with a job still running");
    process.exit(1);
  }, config.ops.shutdownTimeoutMs);
  await worker.stop();
  await shared.close();
  await database.close();
  clearTimeout(deadline);
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
