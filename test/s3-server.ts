/// <reference path="./s3rver.d.ts" />
/**
 * A local S3-compatible server (decision 0076): @20minutes/s3rver on loopback, a random port and a
 * temporary folder for tests, or a given port and folder (`npm run s3:local`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";

export interface LocalS3 {
  endpoint: string;
  /** The settings that compose the server on this store (public and private buckets). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

export async function startLocalS3(
  options: { port?: number; directory?: string } = {},
  buckets = { public: "manzil-public", private: "manzil-private" },
): Promise<LocalS3> {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), "manzil-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: buckets.public }, { name: buckets.private }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: buckets.public,
      S3_PRIVATE_BUCKET: buckets.private,
      S3_FORCE_PATH_STYLE: "true",
      ...CREDENTIALS,
    },
    async close() {
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
