import { sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import type { RequestContext } from "#kernel/context.ts";

/** How long a visitor's profile picture waits for the account that chose it (decision 0075). */
export const UNCLAIMED_AVATAR_HOURS = 24;

/**
 * The recurring `uploads.sweep` job: removes the profile pictures visitors uploaded more than a
 * day ago that no account uses (its row, then its file). Files of signed-in users, tickets,
 * careers and products are never touched. Safe to run twice or on two workers at once: a row is
 * deleted once, and removing a missing file is a no-op. Answers how many were removed.
 */
export async function sweepUnclaimedAvatars(ctx: RequestContext): Promise<number> {
  const before = new Date(ctx.services.clock.now().getTime() - UNCLAIMED_AVATAR_HOURS * 3_600_000);
  const removed = await queryRows<{ storage_key: string }>(
    ctx.db,
    sql`delete from uploads u
        where u.kind = 'avatar' and u.user_id is null and u.ticket_id is null
          and u.created_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from users where users.image = u.path)
        returning u.storage_key`,
  );
  for (const row of removed) await ctx.services.storage.remove(row.storage_key);
  return removed.length;
}
