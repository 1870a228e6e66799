import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { FileStorage } from "#kernel/services.ts";
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { contentTypeOfKey } from "./storage-key.ts";

export interface FileStores {
  /** Public files, served at /uploads/. */
  storage: FileStorage;
  /** Files read only through authorised routes (ticket attachments, CVs). */
  privateFiles: FileStorage;
}

/** The S3-compatible buckets when configured, else DATA_DIR's folders (decision 0076). */
export function createFileStores(config: Pick<Config, "s3" | "uploadsDir" | "privateDir">): FileStores {
  return config.s3
    ? { storage: createS3Storage(config.s3.public), privateFiles: createS3Storage(config.s3.private) }
    : { storage: createLocalStorage(config.uploadsDir), privateFiles: createLocalStorage(config.privateDir) };
}

/** Copies every file below `dir` into `storage` under its relative path (the demo seed's files). */
export async function publishFolder(dir: string, storage: FileStorage, parallel = 8): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const paths = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  let next = 0;
  const copyNext = async (): Promise<void> => {
    const path = paths[next++];
    if (!path) return;
    const key = relative(dir, path).split(sep).join("/");
    await storage.put(key, await readFile(path), contentTypeOfKey(key));
    return copyNext();
  };
  await Promise.all(Array.from({ length: parallel }, copyNext));
  return paths.length;
}
