import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { FileStorage } from "#kernel/services.ts";
import { checkStorageKey } from "./adapters/storage-key.ts";
import type { Config } from "./config.ts";

/** Uploaded files never change (random names): cached for 30 days by browsers and CDNs. */
const CACHE = "public, max-age=2592000, immutable";

/** Origins the page may load uploaded images from besides its own (the CSP's img-src). */
export function uploadImageOrigins(config: Pick<Config, "s3">): string[] {
  return config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
}

/**
 * GET /uploads/<key> (decision 0076): the local folder statically; on an object store a 301 to
 * `S3_PUBLIC_URL/<key>` when the bucket is served from there, else the file read through the
 * adapter. Only the public store is ever mapped to a URL.
 */
export async function serveUploads(app: FastifyInstance, config: Config, storage: FileStorage) {
  if (!config.s3) {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: "/uploads/",
      decorateReply: false,
      maxAge: "30d",
      immutable: true,
    });
    return;
  }
  const publicUrl = config.s3.publicUrl;
  app.get("/uploads/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    try {
      checkStorageKey(key);
    } catch {
      return reply.status(404).send({ status_code: 404, message: "Not found" });
    }
    if (publicUrl) return reply.header("cache-control", CACHE).redirect(`${publicUrl}/${key}`, 301);
    const file = await storage.get(key);
    if (!file) return reply.status(404).send({ status_code: 404, message: "Not found" });
    return reply
      .header("cache-control", CACHE)
      .header("x-content-type-options", "nosniff")
      .type(file.contentType)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
