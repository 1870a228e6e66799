import { AwsClient } from "aws4fetch";
import type { FileStorage } from "#kernel/services.ts";
import { checkStorageKey } from "./storage-key.ts";

export interface S3Options {
  /** The store's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO and most self-hosted stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/**
 * Files in one bucket of an S3-compatible store, signed with SigV4 by aws4fetch (decision 0076).
 * `put` answers the same public path as the local disk (`/uploads/<key>`); how that path is served
 * is `serve-uploads.ts`'s business.
 */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
    retries: 2,
  });
  const base = bucketUrl(options);
  // Each attempt may take this long: a store that stops answering fails the request, not the process.
  const timeout = () => AbortSignal.timeout(30_000);
  const urlOf = (key: string) =>
    `${base}/${checkStorageKey(key).split("/").map(encodeURIComponent).join("/")}`;
  const failed = async (what: string, key: string, response: Response) =>
    new Error(`S3 ${what} ${key} failed: ${response.status} ${(await response.text()).slice(0, 300)}`);

  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        // fetch takes any Uint8Array; TypeScript's DOM types want one over a plain ArrayBuffer.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "content-type": contentType },
      });
      if (!response.ok) throw await failed("put", key, response);
      await response.body?.cancel();
      return `/uploads/${key}`;
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { signal: timeout() });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failed("get", key, response);
      const contentType = response.headers.get("content-type") ?? "application/octet-stream";
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: "DELETE", signal: timeout() });
      if (!response.ok && response.status !== 404) throw await failed("remove", key, response);
      await response.body?.cancel();
    },
  };
}

/** The bucket's address, path style or virtual-hosted style. */
export function bucketUrl({ endpoint, bucket, forcePathStyle }: S3Options): string {
  const url = new URL(endpoint);
  const path = url.pathname.replace(/\/$/, "");
  return forcePathStyle ? `${url.origin}${path}/${bucket}` : `${url.protocol}//${bucket}.${url.host}${path}`;
}
