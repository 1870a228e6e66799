/**
 * Unread replies (decision 0060): the team's messages a designer has not read. The user's
 * `responsesReaded` (the header's badge) is recomputed from them in the transaction that changes
 * them, the designer's row locked, so concurrent replies never leave a wrong count.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { lockUser, setUnreadReplies } from "../accounts/accounts.api.ts";

/** Counts the designer's unread replies under the row's lock and writes the badge (through accounts). */
export async function refreshUnreadReplies(tx: RequestContext, designerId: string): Promise<number> {
  if (!(await lockUser(tx, designerId))) return 0;
  const [row] = await tx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(s.ticketMessages)
    .innerJoin(s.designerTickets, eq(s.designerTickets.id, s.ticketMessages.ticketId))
    .where(
      and(
        eq(s.designerTickets.designerId, designerId),
        eq(s.ticketMessages.fromTeam, true),
        isNull(s.ticketMessages.readAt),
      ),
    );
  return setUnreadReplies(tx, designerId, row?.count ?? 0);
}

/** Marks the incoming messages of a ticket read: the team's for its designer, the designer's for the team. */
export async function markRead(tx: RequestContext, ticketId: string, forTeam: boolean): Promise<void> {
  await tx.db
    .update(s.ticketMessages)
    .set({ readAt: tx.services.clock.now() })
    .where(
      and(
        eq(s.ticketMessages.ticketId, ticketId),
        eq(s.ticketMessages.fromTeam, !forTeam),
        isNull(s.ticketMessages.readAt),
      ),
    );
  if (!forTeam)
    await tx.db
      .update(s.designerTickets)
      .set({ newMessage: false })
      .where(eq(s.designerTickets.id, ticketId));
}
