/**
 * Ticket attachments (decision 0060): private files, typed by their bytes, stored through
 * `services.privateFiles`, recorded in `uploads` (through the uploads domain), claimed once by a ticket or a message, and read
 * back only by the uploader (before use), the ticket's designer and administrators.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { can, canAny, refusal, requireSignedIn } from "#kernel/permissions.ts";
import type { Executor } from "#kernel/tx.ts";
import { claimUploads, recordUpload } from "../uploads/uploads.api.ts";
import { ATTACHMENT_MAX_BYTES, attachmentTypeOf, cleanFileName } from "./attachment-type.rules.ts";

/** An attachment as pages show it: a name, a size and where to download it. */
export interface AttachmentView {
  _id: string;
  name: string;
  size: number;
  mimeType: string;
  isImage: boolean;
  url: string;
}

const downloadPath = (id: string) => `/api/tickets/attachments/${id}`;

/** Who may upload: a designer (own tickets) or an administrator who answers tickets. */
function requireUploader(ctx: Pick<RequestContext, "user">) {
  const user = requireSignedIn(ctx);
  if (!can(user, "create:ticket:own") && !can(user, "update:ticket:any")) throw refusal(user);
  if (user.role !== "designer" && !canAny(ctx, "update", "ticket")) throw refusal(user);
  return user;
}

/**
 * Stores one uploaded file for the caller, not yet on any ticket. Too big → ATTACHMENT_TOO_LARGE;
 * not a kind the bytes prove allowed → ATTACHMENT_TYPE_NOT_ALLOWED (413 and 415).
 */
export async function storeAttachment(
  ctx: RequestContext,
  file: { bytes: Uint8Array; name: string },
): Promise<AttachmentView> {
  const user = requireUploader(ctx);
  if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES) throw new DomainError("ATTACHMENT_TOO_LARGE", 413);
  const type = attachmentTypeOf(file.bytes.subarray(0, 16));
  if (!type) throw new DomainError("ATTACHMENT_TYPE_NOT_ALLOWED", 415);
  const id = randomUUID();
  const key = `tickets/${id}.${type.ext}`;
  const name = cleanFileName(file.name, type.ext);
  await ctx.services.privateFiles.put(key, file.bytes, type.mime);
  try {
    await recordUpload(ctx, {
      id,
      path: downloadPath(id),
      storageKey: key,
      originalName: name,
      mimeType: type.mime,
      size: file.bytes.byteLength,
      kind: "attachment",
      userId: user.id,
      createdAt: ctx.services.clock.now(),
    });
  } catch (error) {
    await ctx.services.privateFiles.remove(key);
    throw error;
  }
  return viewOf({ id, originalName: name, size: file.bytes.byteLength, mimeType: type.mime });
}

/**
 * Puts the caller's unused uploads on a ticket, in one conditional update: an id that is not the
 * caller's, is used already or does not exist → ATTACHMENT_NOT_FOUND (nothing is claimed).
 */
export async function claimAttachments(tx: RequestContext, ids: string[], ticketId: string): Promise<void> {
  if (!ids.length) return;
  const claimed = await claimUploads(tx, { ids, userId: tx.user!.id, kind: "attachment", ticketId });
  if (claimed.length !== ids.length)
    throw new DomainError("ATTACHMENT_NOT_FOUND", 400, { attachments: "ATTACHMENT_NOT_FOUND" });
}

function viewOf(u: { id: string; originalName: string; size: number; mimeType: string }): AttachmentView {
  return {
    _id: u.id,
    name: u.originalName,
    size: u.size,
    mimeType: u.mimeType,
    isImage: u.mimeType.startsWith("image/") && u.mimeType !== "image/vnd.dwg",
    url: downloadPath(u.id),
  };
}

/** The views of attachments by id, in the order asked (missing ones left out). */
export async function attachmentViews(db: Executor, ids: string[]): Promise<Map<string, AttachmentView>> {
  const wanted = ids.filter(isRowId);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: s.uploads.id,
      originalName: s.uploads.originalName,
      size: s.uploads.size,
      mimeType: s.uploads.mimeType,
    })
    .from(s.uploads)
    .where(and(inArray(s.uploads.id, wanted), eq(s.uploads.kind, "attachment")));
  return new Map(rows.map((r) => [r.id, viewOf(r)]));
}

/** The stored keys of a ticket's files (to remove them once the ticket is gone). */
export async function attachmentKeysOf(db: Executor, ticketId: string): Promise<string[]> {
  const rows = await db
    .select({ key: s.uploads.storageKey })
    .from(s.uploads)
    .where(eq(s.uploads.ticketId, ticketId));
  return rows.map((r) => r.key);
}

/** The bytes of an image attachment of a ticket (acceptance turns them into product pictures). */
export async function ticketImages(
  ctx: RequestContext,
  ticketId: string,
  ids: string[],
): Promise<Uint8Array[]> {
  const views = await attachmentViews(ctx.db, ids);
  const rows = await ctx.db
    .select({ id: s.uploads.id, key: s.uploads.storageKey })
    .from(s.uploads)
    .where(eq(s.uploads.ticketId, ticketId));
  const keys = new Map(rows.map((r) => [r.id, r.key]));
  const images: Uint8Array[] = [];
  for (const id of ids) {
    const key = keys.get(id);
    const view = views.get(id);
    if (!key || !view?.isImage) continue;
    const file = await ctx.services.privateFiles.get(key);
    if (file) images.push(file.bytes);
  }
  return images;
}

/**
 * An attachment's bytes for download: the uploader's own while it is on no ticket; then the
 * ticket's designer's and administrators' with `read:ticket:any`. Anyone else → 404, as if the
 * file did not exist.
 */
export async function readAttachment(
  ctx: RequestContext,
  id: string,
): Promise<{ bytes: Uint8Array; name: string; mimeType: string }> {
  const user = requireSignedIn(ctx);
  const [row] = isRowId(id)
    ? await ctx.db
        .select({ upload: s.uploads, designerId: s.designerTickets.designerId })
        .from(s.uploads)
        .leftJoin(s.designerTickets, eq(s.designerTickets.id, s.uploads.ticketId))
        .where(and(eq(s.uploads.id, id), eq(s.uploads.kind, "attachment")))
    : [];
  if (!row) throw notFound("ATTACHMENT_NOT_FOUND");
  const { upload, designerId } = row;
  const allowed = upload.ticketId
    ? designerId === user.id || canAny(ctx, "read", "ticket")
    : upload.userId === user.id;
  if (!allowed) throw notFound("ATTACHMENT_NOT_FOUND");
  const file = await ctx.services.privateFiles.get(upload.storageKey);
  if (!file) throw notFound("ATTACHMENT_NOT_FOUND");
  return { bytes: file.bytes, name: upload.originalName, mimeType: upload.mimeType };
}
