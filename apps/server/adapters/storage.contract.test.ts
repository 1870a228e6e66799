import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "#kernel/services.ts";
import { type LocalS3, startLocalS3 } from "../../../test/s3-server.ts";
import { loadStorageConfig } from "../config-storage.ts";
import { createLocalStorage } from "./local-storage.ts";
import { bucketUrl, createS3Storage } from "./s3-storage.ts";

/** Decision 0076: the local disk and an S3-compatible store answer the same `FileStorage` contract. */
let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = mkdtempSync(join(tmpdir(), "manzil-storage-"));
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3Storage = (env = s3.env) => createS3Storage(loadStorageConfig(env)!.public);

const adapters: Array<[string, () => FileStorage]> = [
  ["local disk", () => createLocalStorage(dir)],
  ["S3-compatible store", () => s3Storage()],
];

describe.each(adapters)("%s", (_, make) => {
  const bytes = new Uint8Array([82, 73, 70, 70, 0, 1, 2, 3, 255]);

  it("stores, reads back and removes a file; put answers its /uploads path", async () => {
    const storage = make();
    expect(await storage.put("products/chair-800.webp", bytes, "image/webp")).toBe(
      "/uploads/products/chair-800.webp",
    );
    expect(await storage.get("products/chair-800.webp")).toEqual({ bytes, contentType: "image/webp" });
    await storage.remove("products/chair-800.webp");
    expect(await storage.get("products/chair-800.webp")).toBeNull();
  });

  it("keeps the content type", async () => {
    const storage = make();
    await storage.put("cvs/a1b2.pdf", bytes, "application/pdf");
    expect((await storage.get("cvs/a1b2.pdf"))?.contentType).toBe("application/pdf");
  });

  it("answers null for a missing key, and removing one is no error", async () => {
    const storage = make();
    expect(await storage.get("avatars/none.webp")).toBeNull();
    await expect(storage.remove("avatars/none.webp")).resolves.toBeUndefined();
  });

  it("replaces a file stored again under the same key", async () => {
    const storage = make();
    await storage.put("banners/top.webp", bytes, "image/webp");
    await storage.put("banners/top.webp", new Uint8Array([9]), "image/webp");
    expect((await storage.get("banners/top.webp"))?.bytes).toEqual(new Uint8Array([9]));
  });

  it.each([
    "../secrets.json",
    "avatars/../../secrets.json",
    "/etc/passwd",
    "avatars//x.webp",
    ".hidden",
    "avatars/x.webp?versionId=1",
    "a\\..\\b",
    "",
  ])("refuses the key %j for every operation", async (key) => {
    const storage = make();
    await expect(storage.put(key, bytes, "image/webp")).rejects.toThrow(/storage key/);
    await expect(storage.get(key)).rejects.toThrow(/storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/storage key/);
  });
});

describe("the S3-compatible store", () => {
  it("keeps public and private files in separate buckets", async () => {
    const config = loadStorageConfig(s3.env)!;
    const publicFiles = createS3Storage(config.public);
    const privateFiles = createS3Storage(config.private);
    await privateFiles.put("tickets/t1.png", new Uint8Array([1]), "image/png");
    expect(await publicFiles.get("tickets/t1.png")).toBeNull();
    expect(await privateFiles.get("tickets/t1.png")).not.toBeNull();
  });

  it("fails loudly when the store refuses the signature", async () => {
    const wrong = s3Storage({ ...s3.env, S3_SECRET_ACCESS_KEY: "not-the-secret" });
    await expect(wrong.put("images/x.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/S3 put/);
  });
});

describe("the storage settings", () => {
  it("keep the local disk when nothing is set", () => {
    expect(loadStorageConfig({})).toBeNull();
  });

  it("require a private bucket of its own and the keys once S3_BUCKET is set", () => {
    expect(() => loadStorageConfig({ S3_BUCKET: "pub" })).toThrow(
      /S3_PRIVATE_BUCKET: required[\s\S]*S3_ACCESS_KEY_ID: required/,
    );
    expect(() => loadStorageConfig({ ...s3.env, S3_PRIVATE_BUCKET: s3.env.S3_BUCKET! })).toThrow(
      /must differ/,
    );
  });

  it("default to AWS's regional endpoint, virtual-hosted style", () => {
    const config = loadStorageConfig({
      S3_BUCKET: "manzil-pub",
      S3_PRIVATE_BUCKET: "manzil-priv",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example.com/",
    })!;
    expect(config.public).toMatchObject({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "manzil-pub",
      forcePathStyle: false,
    });
    expect(config.publicUrl).toBe("https://cdn.example.com");
    expect(bucketUrl(config.public)).toBe("https://manzil-pub.s3.eu-central-1.amazonaws.com");
    expect(bucketUrl({ ...config.public, endpoint: "http://minio:9000/", forcePathStyle: true })).toBe(
      "http://minio:9000/manzil-pub",
    );
  });
});
