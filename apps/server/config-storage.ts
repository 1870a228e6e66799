import { z } from "zod";
import type { S3Options } from "./adapters/s3-storage.ts";

const bucketName = z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "an S3 bucket name");

const StorageEnv = z
  .object({
    S3_BUCKET: bucketName.optional(),
    S3_PRIVATE_BUCKET: bucketName.optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "an http(s) address" }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "an http(s) address" }).optional(),
  })
  .superRefine((e, ctx) => {
    if (!e.S3_BUCKET) return;
    const missing = (["S3_PRIVATE_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
      (name) => !e[name],
    );
    for (const name of missing)
      ctx.addIssue({ code: "custom", path: [name], message: "required when S3_BUCKET is set" });
    if (e.S3_PRIVATE_BUCKET === e.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_PRIVATE_BUCKET"], message: "must differ from S3_BUCKET" });
  });

export interface S3Config {
  public: S3Options;
  private: S3Options;
  /** Where the public bucket's files are served from (a CDN or the bucket's public address), if anywhere. */
  publicUrl: string | null;
}

/**
 * The object store's settings (README, "Uploads"; decision 0076): S3 is on when `S3_BUCKET` is set,
 * with a separate private bucket; otherwise files stay on the local disk (null).
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv): S3Config | null {
  const parsed = StorageEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid storage configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  const e = parsed.data;
  if (!e.S3_BUCKET || !e.S3_PRIVATE_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  const shared = {
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
  return {
    public: { ...shared, bucket: e.S3_BUCKET },
    private: { ...shared, bucket: e.S3_PRIVATE_BUCKET },
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, "") ?? null,
  };
}
