import { DEMO_ACCOUNTS } from "#db/seed/demo-accounts.ts";
import { buildApp } from "./app.ts";
import { compose } from "./composition.ts";
import { loadConfig } from "./config.ts";
import { startDemoGateway } from "./demo-gateway.ts";
import { openConfiguredDatabase } from "./open-database.ts";
import { gracefulShutdown, shutDownOnSignals } from "./ops/shutdown.ts";
import { prepareDatabase } from "./prepare.ts";

/** Starts Manzil: config, database (migrate + demo seed when empty), HTTP server. */
export async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const started = Date.now();
  const { seeded } = await prepareDatabase(config, database, (m) => console.log(`[seed] ${m}`));
  if (seeded) console.log(`Demo data created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const gateway = await startDemoGateway(config, database);
  const composition = compose(config, database, { providers: gateway?.providers });
  const app = await buildApp({ config, database, composition });
  // SIGTERM/SIGINT: readiness 503, in-flight requests finish, worker and database close (decision 0074).
  shutDownOnSignals(
    gracefulShutdown({
      app,
      delayMs: config.ops.shutdownDelayMs,
      timeoutMs: config.ops.shutdownTimeoutMs,
      thenClose: [async () => gateway?.close(), () => database.close()],
    }),
  );
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nManzil is running at http://localhost:${config.port}  (database: ${where})`);
  const replicas = config.databaseReplicaUrls.length;
  if (replicas)
    console.log(`Public catalogue and search reads: ${replicas} read replica(s) (DATABASE_REPLICA_URL)`);
  const files = config.s3
    ? `S3 buckets ${config.s3.public.bucket} and ${config.s3.private.bucket} at ${config.s3.public.endpoint}`
    : `${config.uploadsDir} and ${config.privateDir}`;
  console.log(`Uploads: ${files}`);
  const shared = config.redis
    ? `Redis (REDIS_URL, keys under ${config.redis.prefix})`
    : "this process's memory";
  console.log(`Rate limits, login backoff, robot replay and cache invalidation: ${shared}`);
  if (gateway) console.log("Payments: the demo's test gateway (no real payment is ever made)");
  if (config.seedDemo) {
    console.log("Demo accounts (created by the demo seed):");
    for (const a of DEMO_ACCOUNTS) {
      const label = a.privilageType ? `staff: ${a.privilageType}` : a.role;
      console.log(`  ${label.padEnd(15)} ${a.email.padEnd(22)} password: ${a.password}`);
    }
    console.log(`Back office: ${config.publicUrl}/admin (staff accounts)`);
  }
}

if (import.meta.main) await start();
