import { randomBytes } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage } from "node:http";
import { pathToFileURL } from "node:url";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { createGraphQL } from "#api/graphql.ts";
import type { ResponseCache } from "#api/response-cache.ts";
import { answeredUnavailable, isUnavailableError } from "#api/unavailable.ts";
import type { Database } from "#db/client.ts";
import { onCatalogCacheCleared } from "#domain/catalog/catalog.api.ts";
import { DEFAULT_API_LANGUAGE, languageFromHeader } from "#i18n/locales.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { isDatabaseUnavailable } from "#kernel/db-errors.ts";
import { cspNonceContext, servicesContext } from "#server/app-context.ts";
import { adminApp } from "./admin-app.ts";
import { type Composition, compose } from "./composition.ts";
import { type Config, loadConfig } from "./config.ts";
import { trimSubresourceHeaders } from "./edge/asset-headers.ts";
import { refuseNonFormWrites } from "./edge/form-bodies.ts";
import { fastifyTrustProxy } from "./edge/proxy-trust.ts";
import { refuseCrossSiteWrites } from "./edge/same-origin.ts";
import { graphqlRoute, requestHeaders } from "./graphql-route.ts";
import { rememberLocale } from "./locale-cookie.ts";
import { openConfiguredDatabase } from "./open-database.ts";
import { healthRoutes } from "./ops/health.ts";
import { metricsRoutes } from "./ops/metrics-route.ts";
import { answerWithRequestId, requestIdOf } from "./ops/request-id.ts";
import { type Door, pageCacheDoor } from "./page-cache/door.ts";
import { createPageCache } from "./page-cache/page-cache.ts";
import { prepareDatabase } from "./prepare.ts";
import { pwaRoutes } from "./pwa.ts";
import { restRoutes } from "./rest/index.ts";
import { serveUploads, uploadImageOrigins } from "./serve-uploads.ts";
import { staticFileOptions } from "./static-files.ts";
import { thirdPartySources } from "./third-parties.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Visitors' public GraphQL reads (decision 0081): its size, for tests and metrics. */
    graphqlResponseCache: ResponseCache;
  }
}

/** Each request's script nonce: 128 random bits, base64, made on first use (decision 0023). */
const nonces = new WeakMap<IncomingMessage, string>();
function cspNonce(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(request, nonce);
  }
  return nonce;
}

export interface AppOptions {
  config: Config;
  database: Database;
  vite?: ViteDevServer;
  /** The adapters (apps/server/composition.ts); built from the config when not given. */
  composition?: Composition;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Wires the HTTP server: security headers, compression, uploads, /graphql, then the storefront. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, vite } = options;
  // Fresh cached pages are answered before Fastify (decision 0127), once the page cache exists.
  let door: Door | null = null;
  let closing = false;
  const app = Fastify({
    serverFactory: (handler, settings) => {
      // Fastify's timeouts (its defaults filled in), set as it sets them on its own server.
      const timeouts = settings as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      const server = createHttpServer((request, response) => {
        if (!door?.(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
      server.requestTimeout = timeouts.requestTimeout ?? 0;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Each request's id: a safe incoming x-request-id or a UUID, in every log line (decision 0074).
    genReqId: requestIdOf,
    requestIdHeader: false,
    // X-Forwarded-* count only from the proxies configured (TRUST_PROXY, decision 0072).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // Closing, a request still arriving on an open connection is served (with Connection: close),
    // not answered 503: nginx never resends a POST (decision 0130).
    return503OnClosing: false,
    forceCloseConnections: "idle",
  });
  app.addHook("preClose", async () => {
    closing = true;
  });
  answerWithRequestId(app);
  // Draining (SIGTERM until exit, decision 0130): every answer closes its connection, so the
  // balancer holds none to this process once the shutdown delay is over.
  const draining = () => closing || (app.lifecycle?.shuttingDown ?? false);
  app.addHook("onRequest", async (_request, reply) => {
    if (draining()) reply.raw.setHeader("connection", "close");
  });
  // Probes and metrics (decision 0074): GETs, outside the rate-limited REST scope, no session.
  const counted = metricsRoutes(app, { database, token: config.ops.metricsToken });
  const { services, worker, shared } =
    options.composition ?? compose(config, database, { log: (m, d) => app.log.warn({ detail: d }, m) });
  healthRoutes(app, {
    timeoutMs: config.ops.readyTimeoutMs,
    checks: [
      { name: "database", check: () => database.db.execute(sql`select 1`) },
      ...shared.checks,
      // Read replicas (decision 0078): reads fall back to the primary, so they never fail readiness.
      ...(database.replicaChecks ?? []).map((c) => ({ ...c, optional: true })),
    ],
  });
  // Shared state (decision 0077): hear the other processes before serving; close Redis after the worker.
  app.addHook("onReady", () => shared.ready());
  if (config.worker) app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => {
    if (config.worker) await worker.stop();
    await shared.close();
  });
  // The origins whose pages may write and call /graphql with the cookie (decision 0072).
  const siteOrigins = [new URL(config.publicUrl).origin, ...config.corsOrigins];
  const graphql = createGraphQL({
    db: database.db,
    replica: database.replica,
    services,
    production: config.production,
    log: app.log,
    corsOrigins: siteOrigins,
    responseCacheEntries: config.graphqlCacheEntries,
    responseCacheBytes: config.graphqlCacheBytes,
  });
  app.addHook("onClose", async () => graphql.dispose());
  app.decorate("graphqlResponseCache", graphql.responseCache);
  refuseCrossSiteWrites(app, siteOrigins);

  // Third parties are allowed only once configured (decision 0067): none by default.
  const outside = thirdPartySources(config.thirdParties);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline': the inline scripts React and React Router render carry this
        // request's nonce (entry.server.tsx); everything else is a module from this origin.
        scriptSrc: ["'self'", (request) => `'nonce-${cspNonce(request)}'`, ...outside.scripts],
        // React's style props are inline styles: styles keep 'unsafe-inline' (decision 0023).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...outside.images, ...uploadImageOrigins(config)],
        connectSrc: ["'self'", ...(vite ? ["ws:"] : []), ...outside.connect],
        frameAncestors: ["'none'"],
        // The footer's supplier-signup frame points at the vendors site named in settings.
        frameSrc: ["'self'", "https:", ...outside.frames],
        // A checkout form's redirect goes on to the payment provider's page (decision 0058).
        formAction: ["'self'", ...services.payments.checkoutOrigins()],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // no-referrer made browsers send `Origin: null` with same-site form posts, which React Router refuses (CSRF check): every form without JavaScript failed.
    referrerPolicy: { policy: "same-origin" },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Files a page loads keep only the headers that apply to them (decision 0098).
  trimSubresourceHeaders(app);
  await serveUploads(app, config, services.storage);

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL out of reach (decisions 0079, 0126): brief, not the caller's fault, try again.
      request.log.warn({ err: error }, "database unavailable");
      const language = languageFromHeader(request.headers["accept-language"]) ?? DEFAULT_API_LANGUAGE;
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ status_code: 503, message: errorMessage("SERVICE_UNAVAILABLE", language) });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    reply
      .status(status)
      .send({ status_code: status, message: status >= 500 ? "Internal error" : error.message });
  });

  graphqlRoute(app, "/graphql", graphql);

  // The back office (decision 0106): its API, sign-in and app, before the storefront's catch-all.
  await adminApp(app, {
    graphql: {
      db: database.db,
      services,
      production: config.production,
      log: app.log,
      corsOrigins: siteOrigins,
    },
    publicUrl: config.publicUrl,
  });

  await app.register(restRoutes, { config, database, services, rateLimitRedis: shared.rateLimitRedis });
  pwaRoutes(app);
  app.addHook("onRequest", rememberLocale);

  // Anonymous pages from memory, the same for everyone, scripts by hash (decisions 0080, 0107);
  // cleared with the catalogue.
  const pageCache =
    config.pageCache.maxBytes > 0
      ? createPageCache({
          ...config.pageCache,
          nonceOf: (request) => cspNonce(request.raw),
          // A stale page rendered again behind its visitor, by a request to ourselves (decision 0097).
          refresh: (url, headers) => app.inject({ method: "GET", url, headers }),
        })
      : null;
  if (pageCache) {
    door = pageCacheDoor({ cache: pageCache, closing: () => closing, draining, counted });
    const unregister = onCatalogCacheCleared((db) => {
      if (db === database.db) pageCache.clear();
    });
    app.addHook("onClose", async () => unregister());
  }

  await app.register(fastifyReactRouter, {
    devServer: vite,
    // Page actions read forms only: any other body is a 415, not a 500 from formData() (decision
    // 0073); anonymous pages may come from the page cache (decision 0080).
    routeOptions: { preHandler: refuseNonFormWrites, ...pageCache?.hooks },
    staticOptions: staticFileOptions(),
    getLoadContext(request) {
      const headers = requestHeaders(request.headers);
      // A page's loaders may run after its action wrote in this same request (a form's POST):
      // then every read stays on the primary (decision 0078).
      const primaryOnly = request.method !== "GET" && request.method !== "HEAD";
      const context = new RouterContextProvider();
      context.set(cspNonceContext, cspNonce(request.raw));
      context.set(servicesContext, {
        publicUrl: config.publicUrl,
        thirdParties: config.thirdParties,
        async graphql(source, variables, locale) {
          // The database out of reach: the page answers 503 and asks to retry (decision 0079).
          const unavailable = () =>
            Object.assign(new Error(errorMessage("SERVICE_UNAVAILABLE", locale.language)), { status: 503 });
          try {
            const context = await graphql.contextFor(headers, locale, request.ip);
            const data = await graphql.run(source, variables, context, { primaryOnly });
            if (answeredUnavailable(data)) throw unavailable();
            return data as never;
          } catch (error) {
            throw isUnavailableError(error) || isDatabaseUnavailable(error) ? unavailable() : error;
          }
        },
      });
      return context;
    },
  });
  return app;
}

/** The dev plugin's entry: `react-router dev` calls this with its Vite server. */
export async function createServer(vite?: ViteDevServer): Promise<FastifyInstance> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(config, database, console.log);
  return buildApp({ config, database, vite });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { start } = await import("./main.ts");
  await start();
}
