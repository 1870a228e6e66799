import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { loadPaymentsConfig } from "./config-payments.ts";
import { loadStorageConfig } from "./config-storage.ts";
import { parseProxyTrust } from "./edge/proxy-trust.ts";

/** Every setting Manzil reads from the environment; documented in the README. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** The embedded database's buffer pool (PostgreSQL's shared_buffers), e.g. 32MB (decision 0085). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, "a size such as 32MB")
    .default("32MB"),
  /** Read replicas of DATABASE_URL (comma-separated postgres:// addresses) for public catalogue reads (decision 0078). */
  DATABASE_REPLICA_URL: z
    .string()
    .default("")
    .transform((raw, ctx) => {
      const urls = raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const url of urls)
        if (!URL.canParse(url) || !/^postgres(ql)?:$/.test(new URL(url).protocol))
          // The address may hold a password: name its position, never the text.
          ctx.issues.push({
            code: "custom",
            input: "",
            message: `not a postgres:// address (item ${urls.indexOf(url) + 1})`,
          });
      return urls;
    }),
  PUBLIC_URL: z.string().url().optional(),
  /** Proxies whose X-Forwarded-* headers count: off, a hop count, or addresses/CIDRs (decision 0072). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const trust = parseProxyTrust(raw);
      if (trust === null)
        ctx.issues.push({
          code: "custom",
          input: raw,
          message: "off, a hop count (1-10) or addresses/CIDRs",
        });
      return trust ?? false;
    }),
  /** Visitors' public GraphQL reads kept in memory (decision 0081); 0 turns the cache off. */
  GRAPHQL_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** …and the bytes of their JSON it may hold, in MB (decision 0087). */
  GRAPHQL_CACHE_MB: z.coerce.number().min(0).max(16_384).default(32),
  /** Other origins (comma-separated) that may call /graphql with the session cookie. */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((raw, ctx) => {
      const origins: string[] = [];
      for (const item of raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : null;
        if (url && /^https?:$/.test(url.protocol)) origins.push(url.origin);
        else ctx.issues.push({ code: "custom", input: item, message: `not an http(s) origin: ${item}` });
      }
      return origins;
    }),
  JWT_SECRET: z.string().min(32).optional(),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  ART_CACHE_DIR: z.string().optional(),
  /** The demo's loopback test payment gateway (only with the demo store and no real provider keys). */
  DEMO_GATEWAY: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /** Run the job worker in this process (`off` for a web process when `npm run worker` runs apart). */
  WORKER: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Operability behind a load balancer (decision 0074, apps/server/ops)
  /** How long /readyz waits for each check (the database's `select 1`) before answering 503. */
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** On SIGTERM: how long /readyz answers 503 before the server stops taking connections. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM: how long in-flight requests may take before they are cut (exit 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Bearer token for GET /metrics; without it only direct loopback connections may read it. */
  METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
  // Anonymous page cache (decision 0080, apps/server/page-cache)
  /** Megabytes of compressed pages kept per process; 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  /** s-maxage of anonymous pages for a CDN in front (its copies then share a nonce); 0: browsers only. */
  PAGE_CDN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  /** How long a cached page is fresh before it is served stale and rendered again (decision 0097). */
  PAGE_FRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Shared state of several processes (decision 0077): rate limits, login backoff, robot replay, cache invalidation
  /** Turns Redis on (redis:// or rediss://); unset, each process keeps its own in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "a redis:// or rediss:// address" }).optional(),
  /** Starts every Redis key and channel: sites (or test runs) sharing one server keep apart. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, "letters, digits and : . _ - (at most 64)")
    .default("manzil:"),
  // Accounts: mail, robot check, password reset, social login (apps/server/rest, packages/domain/accounts)
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Manzil <no-reply@manzil.test>"),
  ROBOT_COMPLEXITY: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /** A Google Tag Manager container (GTM-XXXX): off when unset, and no third-party script loads (decision 0067). */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "a container id like GTM-ABC123")
    .optional(),
  /** The Facebook pixel's id (digits); off when unset. */
  FACEBOOK_PIXEL_ID: z
    .string()
    .regex(/^[0-9]{6,20}$/, "the pixel's digits")
    .optional(),
  /** A chat widget's script address (https); off when unset. */
  CHAT_WIDGET_SRC: z.url({ protocol: /^https$/, error: "an https address" }).optional(),
  /** Where pages report their JavaScript errors (https, JSON POST); off when unset. */
  ERROR_REPORT_URL: z.url({ protocol: /^https$/, error: "an https address" }).optional(),
  RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().default("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.string().url().default("https://graph.facebook.com/v19.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: z
    .string()
    .url()
    .default("https://graph.facebook.com/me?fields=id,first_name,last_name,name,email"),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once. The JWT secret, when not given, is generated and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: join(dataDir, "uploads"),
    privateDir: join(dataDir, "private"),
    /** The S3-compatible store for uploads, or null for the local disk (decision 0076). */
    s3: loadStorageConfig(env),
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    graphqlCacheEntries: e.GRAPHQL_CACHE_ENTRIES,
    graphqlCacheBytes: Math.round(e.GRAPHQL_CACHE_MB * 1024 * 1024),
    /** Read replicas (decision 0078): only with DATABASE_URL; PGlite ignores them (see replicaIgnored). */
    databaseReplicaUrls: e.DATABASE_URL ? e.DATABASE_REPLICA_URL : [],
    /** DATABASE_REPLICA_URL was set without DATABASE_URL: the start warns that it is ignored. */
    replicaIgnored: !e.DATABASE_URL && e.DATABASE_REPLICA_URL.length > 0,
    /** Redis for what the processes share, or null for each process's memory (decision 0077). */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    seedDemo: e.SEED_DEMO,
    worker: e.WORKER,
    demoGateway: e.DEMO_GATEWAY,
    payments: loadPaymentsConfig(env),
    artCacheDir: e.ART_CACHE_DIR ? resolve(e.ART_CACHE_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    ops: {
      readyTimeoutMs: e.READY_TIMEOUT_MS,
      shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      metricsToken: e.METRICS_TOKEN,
    },
    /** The anonymous page cache (decision 0080): bytes (0: off) and a CDN's s-maxage. */
    pageCache: {
      maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
      cdnSeconds: e.PAGE_CDN_SECONDS,
      freshMs: e.PAGE_FRESH_SECONDS * 1000,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: join(dataDir, "outbox") },
    robotComplexity: e.ROBOT_COMPLEXITY,
    thirdParties: {
      tagManagerId: e.TAG_MANAGER_ID,
      pixelId: e.FACEBOOK_PIXEL_ID,
      chatWidgetSrc: e.CHAT_WIDGET_SRC,
      errorReportUrl: e.ERROR_REPORT_URL,
    },
    resetTtlMinutes: e.RESET_TTL_MINUTES,
    oauth: {
      google: oauthProvider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, {
        authUrl: e.GOOGLE_AUTH_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
        userinfoUrl: e.GOOGLE_USERINFO_URL,
        scope: "openid email profile",
      }),
      facebook: oauthProvider(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, {
        authUrl: e.FACEBOOK_AUTH_URL,
        tokenUrl: e.FACEBOOK_TOKEN_URL,
        userinfoUrl: e.FACEBOOK_USERINFO_URL,
        scope: "email public_profile",
      }),
    },
  };
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

/** A social-login provider is on when both its client id and secret are set. */
function oauthProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  urls: Omit<OAuthProviderConfig, "clientId" | "clientSecret">,
): OAuthProviderConfig | null {
  return clientId && clientSecret ? { clientId, clientSecret, ...urls } : null;
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { jwtSecret: string }).jwtSecret;
  const jwtSecret = randomBytes(48).toString("base64url");
  writeFileSync(file, JSON.stringify({ jwtSecret }), { mode: 0o600 });
  return jwtSecret;
}
