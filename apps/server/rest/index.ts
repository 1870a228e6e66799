import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "#db/client.ts";
import { isSecureUrl } from "#domain/accounts/cookies.ts";
import type { Services } from "#kernel/services.ts";
import type { Config } from "../config.ts";
import { careerCvRoutes } from "./career-cv.ts";
import { countryRoutes } from "./countries.ts";
import { restHelpers, UPLOAD_LIMIT } from "./helpers.ts";
import { oauthRoutes } from "./oauth.ts";
import { sessionRoutes } from "./session-routes.ts";
import { ticketAttachmentRoutes } from "./ticket-attachments.ts";
import { uploadRoutes } from "./upload.ts";
import { webhookRoutes } from "./webhooks.ts";

export interface RestOptions {
  config: Config;
  database: Database;
  services: Services;
  /** Where the route rate limits count, shared by every process (decision 0077); null: in memory. */
  rateLimitRedis: Redis | null;
}

/**
 * The specs' REST routes (uploads, ISO countries, social login, logout, guest cart). Registered
 * once from apps/server/app.ts.
 */
export async function restRoutes(app: FastifyInstance, options: RestOptions) {
  const { config, database, services, rateLimitRedis } = options;
  const secure = isSecureUrl(config.publicUrl);
  const h = restHelpers(database.db, services);
  await app.register(async (scope) => {
    // Counters shared by every process on Redis (decision 0077); an outage lets requests through.
    await scope.register(rateLimit, {
      global: false,
      ...(rateLimitRedis && config.redis
        ? { redis: rateLimitRedis, nameSpace: `${config.redis.prefix}rate-limit:`, skipOnError: true }
        : {}),
    });
    await scope.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 10 } });
    uploadRoutes(scope, services, h);
    ticketAttachmentRoutes(scope, h);
    careerCvRoutes(scope, h);
    webhookRoutes(scope, h);
    countryRoutes(scope, database.db);
    sessionRoutes(scope, h, { secure, services, db: database.db });
    oauthRoutes(scope, h, {
      providers: config.oauth,
      publicUrl: config.publicUrl.replace(/\/$/, ""),
      jwtSecret: config.jwtSecret,
      secure,
    });
  });
}
