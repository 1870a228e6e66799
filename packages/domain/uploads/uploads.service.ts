/**
 * The `uploads` table (decision 0104: the uploads domain alone writes it): one row per stored file,
 * recorded by whoever stored it (profile and product images, ticket attachments, CVs), and claimed
 * by a ticket once used. Always in the caller's transaction when there is one.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";

export type NewUpload = typeof s.uploads.$inferInsert;
export type UploadKind = NonNullable<NewUpload["kind"]>;

/** Records a file already stored through the storage adapter. */
export async function recordUpload(ctx: Pick<RequestContext, "db">, upload: NewUpload): Promise<void> {
  await ctx.db.insert(s.uploads).values(upload);
}

/**
 * Puts a user's unused uploads of a kind on a ticket, in one conditional update: answers the ids
 * claimed (an id that is not the user's, is used already or does not exist is left out).
 */
export async function claimUploads(
  ctx: RequestContext,
  claim: { ids: string[]; userId: string; kind: UploadKind; ticketId: string },
): Promise<string[]> {
  if (!claim.ids.length) return [];
  const claimed = await ctx.db
    .update(s.uploads)
    .set({ ticketId: claim.ticketId })
    .where(
      and(
        inArray(s.uploads.id, claim.ids),
        eq(s.uploads.userId, claim.userId),
        eq(s.uploads.kind, claim.kind),
        isNull(s.uploads.ticketId),
      ),
    )
    .returning({ id: s.uploads.id });
  return claimed.map((row) => row.id);
}
