/**
 * The one shape of a storage key both adapters accept (decision 0076): `folder/name.ext`, segments
 * of letters, digits, `.`, `_` and `-` that do not start with a dot (so no `..`, no hidden files),
 * no leading or doubled `/`. Anything else could reach outside the store's root.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function checkStorageKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`storage key refused: ${key}`);
  return key;
}

const TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
};

/** The content type a key's extension names (the local disk keeps no metadata). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? "application/octet-stream";
}
