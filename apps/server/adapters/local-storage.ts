import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";
import type { FileStorage } from "#kernel/services.ts";
import { checkStorageKey, contentTypeOfKey } from "./storage-key.ts";

/** Files on the local disk under `root`, served at `/uploads/` (the embedded default). */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, checkStorageKey(key)));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return `/uploads/${key}`;
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return { bytes: new Uint8Array(await readFile(path)), contentType: contentTypeOfKey(key) };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
