/**
 * Unread replies (decision 0060): the team's messages a designer has not read. The user's
 * `responsesReaded` (the header's badge) is recomputed from them in the transaction that changes
 * them, the designer's row locked, so concurrent replies never leave a wrong count.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";

export async function refreshUnreadReplies(tx: RequestContext, designerId: string): Promise<number> {
  await tx.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, designerId)).for("update");
  const [row] = await tx.db
    .update(s.users)
    .set({
      responsesReaded: sql`(select count(*)::int from ${s.ticketMessages} m
        join ${s.designerTickets} t on t.id = m.ticket_id
        where t.designer_id = ${designerId} and m.from_team and m.read_at is null)`,
    })
    .where(eq(s.users.id, designerId))
    .returning({ count: s.users.responsesReaded });
  return row?.count ?? 0;
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
