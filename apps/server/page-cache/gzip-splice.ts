/**
 * A page's gzip body with a fresh nonce per response and no compression per response (decision
 * 0080). The page's HTML is cut at its nonce into parts; each part is compressed once as raw
 * deflate ending in a sync flush (byte-aligned, nothing after it refers back across). A response
 * is the gzip header, the parts with the nonce between them as stored (uncompressed) deflate
 * blocks, an empty final block, and the CRC-32 and length of the whole, the CRC combined from the
 * parts' own (zlib's crc32_combine, with one 32×32 operator per part prepared once).
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";

export interface SplicedPage {
  /** Each part's raw deflate, ending in a sync flush. */
  segments: Buffer[];
  /** Each part's CRC-32 and length in bytes, uncompressed. */
  crcs: number[];
  lengths: number[];
  /** Each part's "append this many bytes" operator on a CRC (32 columns). */
  shifts: Uint32Array[];
  /** Compressed bytes held (for the cache's memory bound). */
  size: number;
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: the end of the deflate stream. */
const END = Buffer.from([0x03, 0x00]);

/** Compresses the parts of a page cut at its nonce (`html.split(nonce)`). */
export function splicePage(parts: string[]): SplicedPage {
  const page: SplicedPage = { segments: [], crcs: [], lengths: [], shifts: [], size: 0 };
  for (const part of parts) {
    const bytes = Buffer.from(part, "utf8");
    const segment = deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
    page.segments.push(segment);
    page.crcs.push(crc32(bytes));
    page.lengths.push(bytes.length);
    page.shifts.push(shiftOperator(bytes.length));
    page.size += segment.length + 32 * 4 + 16;
  }
  return page;
}

/** The page's gzip body with `nonce` (ASCII, under 64 KB) between its parts. */
export function gzipWithNonce(page: SplicedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "latin1");
  const stored = storedBlock(nonceBytes);
  const nonceCrc = crc32(nonceBytes);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  page.segments.forEach((segment, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = (apply(shiftOf(nonceBytes.length), crc) ^ nonceCrc) >>> 0;
      length += nonceBytes.length;
    }
    chunks.push(segment);
    crc = (apply(page.shifts[i]!, crc) ^ page.crcs[i]!) >>> 0;
    length += page.lengths[i]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(END, trailer);
  return Buffer.concat(chunks);
}

/** The page's HTML with `nonce` between its parts (clients that do not take gzip). */
export function htmlWithNonce(page: SplicedPage, nonce: string): Buffer {
  const chunks: Buffer[] = [];
  page.segments.forEach((segment, i) => {
    if (i > 0) chunks.push(Buffer.from(nonce, "latin1"));
    chunks.push(inflateRawSync(segment, { finishFlush: constants.Z_SYNC_FLUSH }));
  });
  return Buffer.concat(chunks);
}

/** A non-final stored deflate block (the stream is byte-aligned after a sync flush). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0; // BFINAL 0, BTYPE 00, padding
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

// CRC-32 combination (zlib's crc32_combine): the CRC of A then B is shift_len(B)(crc(A)) ^ crc(B).

function times(matrix: ArrayLike<number>, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function square(matrix: Uint32Array): Uint32Array<ArrayBuffer> {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n++) out[n] = times(matrix, matrix[n]!);
  return out;
}

/** crc32_combine(crc1, crc2, len2). */
export function combine(crc1: number, crc2: number, len2: number): number {
  if (len2 <= 0) return (crc1 ^ crc2) >>> 0;
  let odd: Uint32Array<ArrayBuffer> = new Uint32Array(32);
  odd[0] = 0xedb88320; // the CRC-32 polynomial: one zero bit
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  let even = square(odd); // two zero bits
  odd = square(even); // four zero bits
  let crc = crc1;
  let len = len2;
  do {
    even = square(odd);
    if (len & 1) crc = times(even, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
    odd = square(even);
    if (len & 1) crc = times(odd, crc);
    len = Math.floor(len / 2);
  } while (len !== 0);
  return (crc ^ crc2) >>> 0;
}

/** The linear operator "append `length` bytes" on a CRC, as its 32 columns. */
function shiftOperator(length: number): Uint32Array {
  const columns = new Uint32Array(32);
  for (let k = 0; k < 32; k++) columns[k] = combine((1 << k) >>> 0, 0, length);
  return columns;
}

/** Operators by length, for the nonce (always 24 bytes). */
const shifts = new Map<number, Uint32Array>();
function shiftOf(length: number): Uint32Array {
  let shift = shifts.get(length);
  if (!shift) {
    shift = shiftOperator(length);
    if (shifts.size < 16) shifts.set(length, shift);
  }
  return shift;
}

function apply(columns: Uint32Array, crc: number): number {
  return times(columns, crc);
}
