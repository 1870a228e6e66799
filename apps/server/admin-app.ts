/**
 * The back office at /admin (decision 0106): the admin API at /admin/graphql, the admin app's
 * sign-in and sign-out, and the app itself (apps/admin, a single-page React Router build in
 * build/admin) whose document is the same index.html for every path under /admin.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createGraphQL, type GraphQLOptions } from "#api/graphql.ts";
import { login, logout } from "#domain/accounts/auth.service.ts";
import { clearSessionCookie, isSecureUrl, sessionCookie } from "#domain/accounts/cookies.ts";
import { errorMessage } from "#i18n/messages/errors.ts";
import { DomainError } from "#kernel/errors.ts";
import { staffPermissionsOf } from "#kernel/permissions.ts";
import { graphqlRoute, requestHeaders } from "./graphql-route.ts";
import { inlineScriptHashes } from "./script-hashes.ts";

export const ADMIN_BUILD_DIR = join(process.cwd(), "build/admin/client");

interface AdminAppOptions {
  graphql: Omit<GraphQLOptions, "api" | "responseCacheEntries" | "responseCacheBytes">;
  publicUrl: string;
  buildDir?: string;
}

export async function adminApp(app: FastifyInstance, options: AdminAppOptions): Promise<void> {
  const graphql = createGraphQL({ ...options.graphql, api: "admin" });
  app.addHook("onClose", async () => graphql.dispose());
  const secure = isSecureUrl(options.publicUrl);

  graphqlRoute(app, "/admin/graphql", graphql, { "cache-control": "no-store" });

  // Sign-in with the same accounts as the shop, for staff only: the same session cookie.
  app.post<{ Body: { email?: unknown; password?: unknown } | undefined }>(
    "/admin/session",
    async (request, reply) => {
      const ctx = await graphql.contextFor(requestHeaders(request.headers), undefined, request.ip);
      reply.header("cache-control", "no-store");
      try {
        const session = await login(ctx, request.body ?? {});
        const { id, role, privilageType, status } = session.user;
        if (!staffPermissionsOf({ id, role, privilageType, status }).length)
          throw new DomainError("NOT_STAFF", 403);
        reply.header("set-cookie", sessionCookie(session.jwt, secure));
        return { status_code: 200, code: "SUCCESS" };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // The specs give a failed login the envelope status 500; over HTTP it is the caller's 4xx.
        const status = error.status < 500 ? error.status : 400;
        reply.status(status);
        return {
          status_code: status,
          code: error.code,
          message: errorMessage(error.code, ctx.language),
          fieldErrors: Object.entries(error.fields).map(([field, code]) => ({ field, code })),
        };
      }
    },
  );

  app.post("/admin/session/end", async (request, reply) => {
    const ctx = await graphql.contextFor(requestHeaders(request.headers), undefined, request.ip);
    if (ctx.user) await logout(ctx);
    reply.header("cache-control", "no-store");
    reply.header("set-cookie", clearSessionCookie(secure));
    return { status_code: 200, code: "SUCCESS" };
  });

  const root = options.buildDir ?? ADMIN_BUILD_DIR;
  const indexFile = join(root, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn("the admin app is not built (npm run build): /admin answers 503");
    app.get("/admin", async (_request, reply) => reply.status(503).send("The admin app is not built"));
    return;
  }
  const index = readFileSync(indexFile, "utf8");
  const hashes = inlineScriptHashes(index);
  await app.register(fastifyStatic, {
    root: join(root, "assets"),
    prefix: "/admin/assets/",
    decorateReply: false,
    immutable: true,
    maxAge: "365d",
  });
  const document = async (_request: unknown, reply: import("fastify").FastifyReply) => {
    // The app's document: its inline scripts allowed by hash, nothing cached, never framed.
    reply.header(
      "content-security-policy",
      [
        "default-src 'self'",
        `script-src 'self' ${hashes.join(" ")}`,
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self' data:",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join("; "),
    );
    reply.header("cache-control", "no-store");
    reply.type("text/html; charset=utf-8");
    return index;
  };
  app.get("/admin", document);
  app.get("/admin/*", document);
}
