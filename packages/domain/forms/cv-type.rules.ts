/**
 * A CV's type from its first bytes (decision 0065): PDF, Word (DOCX) or legacy Word (.doc); never
 * from the name or the browser's type.
 */
interface CvType {
  mime: string;
  ext: "pdf" | "docx" | "doc";
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** A ZIP's first entry name (local file header: the name starts at byte 30). */
function firstZipEntry(head: Uint8Array): string {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || head.length < 30) return "";
  const length = head[26]! | (head[27]! << 8);
  return new TextDecoder().decode(head.subarray(30, 30 + Math.min(length, 200)));
}

/** The CV's type from its first bytes (512 are enough), or null when it is not PDF or Word. */
export function cvTypeOf(head: Uint8Array): CvType | null {
  if (startsWith(head, ascii("%PDF-"))) return { mime: "application/pdf", ext: "pdf" };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { mime: "application/msword", ext: "doc" };
  const entry = firstZipEntry(head);
  if (entry === "[Content_Types].xml" || entry.startsWith("word/") || entry === "_rels/.rels")
    return { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" };
  return null;
}

export const CV_MAX_BYTES = 50 * 1024 * 1024;
export const CVS_MAX = 3;
