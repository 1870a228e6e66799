import { existsSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { type LocalS3, startLocalS3 } from "../../../test/s3-server.ts";
import { newCustomer } from "../../../test/test-kit.ts";
import { attach, newDesigner, pngBytes, postFile } from "../../../test/tickets-kit.ts";
import { createFileStores } from "../adapters/file-stores.ts";
import { loadConfig } from "../config.ts";
import { serveUploads, uploadImageOrigins } from "../serve-uploads.ts";

/** Decision 0076: the whole server composed on a local S3-compatible store. */
let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await startTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe("uploads on an S3-compatible store", () => {
  it("a visitor's profile picture goes to the public bucket and is served at its /uploads path", async () => {
    const r = await postFile(t, "/api/user/upload-one?minify=true", {
      bytes: await pngBytes(300),
      name: "me.png",
      type: "image/png",
    });
    expect(r.status).toBe(200);
    const path: string = r.body.file.path;
    expect(path).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
    const key = path.replace("/uploads/", "");
    expect(existsSync(join(t.config.uploadsDir, key))).toBe(false);
    const stored = await t.services.storage.get(key);
    expect(stored?.contentType).toBe("image/webp");

    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(new Uint8Array(served.rawPayload)).toEqual(stored?.bytes);
  });

  it("the demo seed's images were copied into the bucket once", async () => {
    const [row] = await queryRows<{ image: string }>(
      t.database.db,
      sql`select path as image from product_images where path like '/uploads/%' limit 1`,
    );
    const served = await t.app.inject({ method: "GET", url: row!.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("a ticket attachment goes to the private bucket and is read only through its authorised route", async () => {
    const designer = await newDesigner(t);
    const id = await attach(t, designer.token, await pngBytes(80));
    const key = `tickets/${id}.png`;
    expect(await t.services.privateFiles.get(key)).not.toBeNull();
    expect(await t.services.storage.get(key)).toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/uploads/${key}` })).statusCode).toBe(404);

    const url = `/api/tickets/attachments/${id}`;
    const own = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${designer.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    const stranger = await newCustomer(t);
    const other = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it("a path outside the store's keys or a missing file answers 404", async () => {
    for (const url of ["/uploads/avatars/none.webp", "/uploads/..%2Fsecrets.json", "/uploads/.hidden"])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});

describe("with S3_PUBLIC_URL", () => {
  it("/uploads/<key> redirects to the public address, whose origin may serve the pages' images", async () => {
    const config = loadConfig({
      ...s3.env,
      NODE_ENV: "test",
      DATA_DIR: t.config.dataDir,
      S3_PUBLIC_URL: "https://cdn.example.com/files/",
    });
    const app = Fastify();
    await serveUploads(app, config, createFileStores(config).storage);
    const r = await app.inject({ method: "GET", url: "/uploads/avatars/a1.webp" });
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe("https://cdn.example.com/files/avatars/a1.webp");
    expect(uploadImageOrigins(config)).toEqual(["https://cdn.example.com"]);
    expect(uploadImageOrigins(t.config)).toEqual([]);
    await app.close();
  });
});
