/**
 * A page's zstd body with a fresh nonce per response, compressed once (decision 0086). The page
 * is one zstd frame (no checksum) in which each nonce was a placeholder of its own, flushed into a
 * block of its own: 24 bytes that UTF-8 text never holds (C0, C1, F5-FF) or a page does not
 * (control characters), no three of them in a row repeated anywhere. Nothing in the page or in
 * another placeholder can match them, so zstd stores each verbatim (a raw block), and a response
 * is the frame with the request's nonce written over them. A page where that does not hold (a
 * placeholder not found verbatim, or a test decompression that differs) gets no zstd body.
 *
 * A compressor told the page's size sizes its tables to it (about 5 MB at level 9 instead of 11),
 * and at most two pages are compressed at once (decision 0088): fifty pages rendered together
 * would otherwise hold fifty compressors, over 500 MB for a moment.
 */
import { randomBytes } from "node:crypto";
import { constants, createZstdCompress, zstdDecompressSync } from "node:zlib";

export interface ZstdPage {
  frame: Buffer;
  /** Where each nonce goes in the frame. */
  offsets: number[];
}

/** A nonce: 16 random bytes in base64, 22 characters and "==". */
const NONCE = /^[A-Za-z0-9+/]{22}==$/;
const SPAN = 24;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const ALPHABET = [0xc0, 0xc1, ...range(0xf5, 0x100), ...range(0x01, 0x09), ...range(0x0e, 0x20)];
/** Placeholders for this many nonces per page; a page with more keeps only its gzip. */
const MAX_NONCES = 256;
const SEQUENCE = withoutRepeatedTriples(ALPHABET, SPAN * MAX_NONCES);

/** The i-th placeholder: 24 bytes of the sequence. */
export const placeholder = (i: number): Buffer => SEQUENCE.subarray(i * SPAN, (i + 1) * SPAN);

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

/** Compresses the parts of a page cut at its nonce (`html.split(nonce)`), or null (see above). */
export function zstdPage(parts: string[], level = 9): Promise<ZstdPage | null> {
  if (parts.length - 1 > MAX_NONCES) return Promise.resolve(null);
  return inTurn(() => compress(parts, level));
}

async function compress(parts: string[], level: number): Promise<ZstdPage | null> {
  const bytes = parts.map((part) => Buffer.from(part, "utf8"));
  const compressor = createZstdCompress({
    pledgedSrcSize: bytes.reduce((sum, b) => sum + b.length, 0) + SPAN * (parts.length - 1),
    params: { [constants.ZSTD_c_compressionLevel]: level, [constants.ZSTD_c_checksumFlag]: 0 },
  });
  const chunks: Buffer[] = [];
  compressor.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => compressor.on("end", resolve).on("error", reject));
  const flush = () => new Promise<void>((resolve) => compressor.flush(constants.ZSTD_e_flush, resolve));
  for (const [i, part] of bytes.entries()) {
    if (i > 0) {
      await flush();
      compressor.write(placeholder(i - 1));
      await flush();
    }
    compressor.write(part);
  }
  compressor.end();
  await ended;
  const frame = Buffer.concat(chunks);
  const offsets: number[] = [];
  for (let i = 0; i < parts.length - 1; i++) {
    const at = frame.indexOf(placeholder(i));
    if (at < 0) return null;
    offsets.push(at);
  }
  const page = { frame, offsets };
  const test = randomBytes(16).toString("base64");
  const same = zstdDecompressSync(zstdWithNonce(page, test)).equals(Buffer.from(parts.join(test), "utf8"));
  return same ? page : null;
}

/** The page's zstd body with `nonce` (16 bytes in base64) in each place. */
export function zstdWithNonce(page: ZstdPage, nonce: string): Buffer {
  if (!NONCE.test(nonce)) throw new Error("a nonce is 16 bytes in base64");
  const body = Buffer.from(page.frame);
  for (const at of page.offsets) body.write(nonce, at, "latin1");
  return body;
}

/**
 * A sequence over `alphabet` in which no three symbols in a row occur twice (greedy: the largest
 * symbol that makes a new triple), `length` long.
 */
function withoutRepeatedTriples(alphabet: number[], length: number): Buffer {
  const out = [alphabet[0]!, alphabet[0]!];
  const seen = new Set<number>();
  const key = (a: number, b: number, c: number) => (a << 16) | (b << 8) | c;
  while (out.length < length) {
    const [a, b] = [out[out.length - 2]!, out[out.length - 1]!];
    const next = alphabet.findLast((c) => !seen.has(key(a, b, c)));
    if (next === undefined) throw new Error("the alphabet is too small for the sequence");
    seen.add(key(a, b, next));
    out.push(next);
  }
  return Buffer.from(out);
}
