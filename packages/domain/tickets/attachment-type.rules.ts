/**
 * What a ticket attachment is, read from its first bytes (decision 0060): never from its name or
 * the type the browser sent. Only the kinds a designer sends (pictures, documents, drawings).
 */
import { safeFileName } from "#kernel/text-guard.ts";

interface AttachmentType {
  mime: string;
  /** The extension the stored file gets. */
  ext: string;
  /** Whether it can become a product picture on acceptance. */
  image: boolean;
}

const starts = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const KINDS: Array<{ test: (b: Uint8Array) => boolean; type: AttachmentType }> = [
  { test: (b) => starts(b, [0xff, 0xd8, 0xff]), type: { mime: "image/jpeg", ext: "jpg", image: true } },
  {
    test: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    type: { mime: "image/png", ext: "png", image: true },
  },
  {
    test: (b) => starts(b, ascii("RIFF")) && starts(b, ascii("WEBP"), 8),
    type: { mime: "image/webp", ext: "webp", image: true },
  },
  {
    test: (b) => starts(b, ascii("GIF87a")) || starts(b, ascii("GIF89a")),
    type: { mime: "image/gif", ext: "gif", image: true },
  },
  { test: (b) => starts(b, ascii("%PDF-")), type: { mime: "application/pdf", ext: "pdf", image: false } },
  {
    // ZIP (also DOCX, XLSX, PPTX, SketchUp 2021+ and most 3D packages); an empty archive too.
    test: (b) => starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0x50, 0x4b, 0x05, 0x06]),
    type: { mime: "application/zip", ext: "zip", image: false },
  },
  {
    // AutoCAD drawings: "AC10" followed by two digits (AC1015 ... AC1032).
    test: (b) => starts(b, ascii("AC10")) && b.length >= 6 && isDigit(b[4]!) && isDigit(b[5]!),
    type: { mime: "image/vnd.dwg", ext: "dwg", image: false },
  },
];

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

/** The attachment's type from its first bytes (16 are enough), or null when it is not allowed. */
export function attachmentTypeOf(head: Uint8Array): AttachmentType | null {
  return KINDS.find((k) => k.test(head))?.type ?? null;
}

/** Upload maximum of the specs: 50 MB. */
export const ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;
/** Files on one ticket, and on one message. */
export const TICKET_ATTACHMENTS_MAX = 10;
export const MESSAGE_ATTACHMENTS_MAX = 5;

/** A file name safe to show and to offer as a download name: no path, no control characters. */
export function cleanFileName(name: string, ext: string): string {
  return safeFileName(name, `attachment.${ext}`);
}
