/**
 * A cached page compressed once (decisions 0086, 0107): gzip at level 6 for every browser, and zstd
 * at level 9 for those that take it (smaller: the Arabic home page 48.5 KB instead of 63.8 KB).
 * Both run in libuv's pool. A zstd compressor told the page's size sizes its tables to it (about
 * 5 MB at level 9 instead of 11), and at most two pages are compressed at once (decision 0088):
 * fifty pages rendered together would otherwise hold fifty compressors, over 500 MB for a moment.
 */
import { promisify } from "node:util";
import { constants, gzip, zstdCompress } from "node:zlib";

const gzipAsync = promisify(gzip);
const zstdAsync = promisify(zstdCompress);

export interface CompressedPage {
  gzip: Buffer;
  /** Null when zstd could not be made (the page is then sent in gzip). */
  zstd: Buffer | null;
}

const AT_ONCE = 2;
let running = 0;
const waiting: Array<() => void> = [];

/** How many pages are being compressed now (tests). */
export const compressionsRunning = () => running;

/** Runs `work` when fewer than AT_ONCE compressions run. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function compressPage(html: string): Promise<CompressedPage> {
  const bytes = Buffer.from(html, "utf8");
  return inTurn(async () => {
    const [zipped, zstd] = await Promise.all([
      gzipAsync(bytes, { level: 6 }),
      zstdAsync(bytes, {
        pledgedSrcSize: bytes.length,
        params: { [constants.ZSTD_c_compressionLevel]: 9, [constants.ZSTD_c_checksumFlag]: 0 },
      }).catch(() => null),
    ]);
    return { gzip: zipped, zstd };
  });
}
