/**
 * The discussion of a ticket (decision 0060): messages both ways with files, the designer told of
 * each reply (flag, badge count, mail), and read state kept per message.
 */
import { and, desc, eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { mailContactOf, targetUserId } from "#domain/accounts/accounts.api.ts";
import { ticketReplyMail } from "#domain/mail/mail.api.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { parseInput } from "#kernel/input.ts";
import { enqueue } from "#kernel/jobs.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { attachmentViews, claimAttachments } from "./attachments.service.ts";
import { TicketMessageInput } from "./tickets.schema.ts";
import { ticketFor } from "./tickets.service.ts";
import type { TicketMessageView, TicketRow } from "./tickets.view.ts";
import { markRead, refreshUnreadReplies } from "./unread.service.ts";

export const TICKET_REPLY_MAIL_TOPIC = "tickets.reply-mail";

/** A message from the team on a ticket: the flag on, the count recomputed, the mail queued. */
async function notifyDesigner(tx: RequestContext, ticket: TicketRow, messageId: string): Promise<void> {
  await tx.db.update(s.designerTickets).set({ newMessage: true }).where(eq(s.designerTickets.id, ticket.id));
  await refreshUnreadReplies(tx, ticket.designerId);
  await enqueue(tx, TICKET_REPLY_MAIL_TOPIC, { messageId }, { key: `ticket-reply:${messageId}` });
}

/** addTicketMessage: the designer or the team writes on the ticket, with up to five files. */
export async function addTicketMessage(
  ctx: RequestContext,
  ticketId: string,
  input: { text?: unknown; attachments?: unknown },
): Promise<TicketMessageView> {
  const message = parseInput(TicketMessageInput, input);
  return withTransaction(ctx, async (tx) => {
    const ticket = await ticketFor(tx, ticketId, "update", true);
    const fromTeam = ticket.designerId !== tx.user!.id;
    await claimAttachments(tx, message.attachments, ticket.id);
    const [row] = await tx.db
      .insert(s.ticketMessages)
      .values({
        ticketId: ticket.id,
        senderId: tx.user!.id,
        fromTeam,
        text: message.text,
        attachments: message.attachments,
        createdAt: tx.services.clock.now(),
      })
      .returning();
    if (fromTeam) {
      await notifyDesigner(tx, ticket, row!.id);
      await audit(tx, {
        action: "ticket.reply",
        entity: "ticket",
        entityId: ticket.id,
        after: { message: row!.id, attachments: message.attachments.length },
      });
    } else {
      // Answering is reading: the designer has seen the replies above their message.
      await markRead(tx, ticket.id, false);
      await refreshUnreadReplies(tx, ticket.designerId);
    }
    const files = await attachmentViews(tx.db, message.attachments);
    return {
      _id: row!.id,
      text: row!.text,
      fromTeam,
      senderName: "",
      attachments: message.attachments.map((id) => files.get(id)!).filter(Boolean),
      readAt: null,
      createdAt: row!.createdAt,
    };
  });
}

/**
 * addNewMessageNotification (the team): tells the designer again about the ticket's latest
 * reply: its flag on, the reply unread, a mail.
 */
export async function addNewMessageNotification(
  ctx: RequestContext,
  ticketId: string,
): Promise<{ _id: string }> {
  requirePermission(ctx, "update:ticket:any");
  return withTransaction(ctx, async (tx) => {
    const ticket = await ticketFor(tx, ticketId, "update", true);
    const [latest] = await tx.db
      .select({ id: s.ticketMessages.id })
      .from(s.ticketMessages)
      .where(and(eq(s.ticketMessages.ticketId, ticket.id), eq(s.ticketMessages.fromTeam, true)))
      .orderBy(desc(s.ticketMessages.createdAt), desc(s.ticketMessages.id))
      .limit(1);
    if (latest) {
      await tx.db.update(s.ticketMessages).set({ readAt: null }).where(eq(s.ticketMessages.id, latest.id));
      await tx.db
        .update(s.designerTickets)
        .set({ newMessage: true })
        .where(eq(s.designerTickets.id, ticket.id));
      await refreshUnreadReplies(tx, ticket.designerId);
      const sentAt = tx.services.clock.now().getTime();
      await enqueue(
        tx,
        TICKET_REPLY_MAIL_TOPIC,
        { messageId: latest.id },
        { key: `ticket-remind:${latest.id}:${sentAt}` },
      );
    }
    await audit(tx, {
      action: "ticket.remind",
      entity: "ticket",
      entityId: ticket.id,
      after: { message: latest?.id ?? null },
    });
    return { _id: ticket.id };
  });
}

/**
 * updateResponsesNotifications: `increase: false` marks the ticket's incoming messages read (all
 * the designer's tickets when no ticket is named); `increase: true` marks its latest incoming
 * message unread again. Answers the designer's unread count.
 */
export async function updateResponsesNotifications(
  ctx: RequestContext,
  args: { user?: string | null; ticket?: string | null; increase?: boolean | null },
): Promise<{ responsesReaded: number }> {
  return withTransaction(ctx, async (tx) => {
    if (!args.ticket) {
      const designerId = await targetUserId(tx, args.user, "update", "ticket");
      const tickets = await tx.db
        .select({ id: s.designerTickets.id })
        .from(s.designerTickets)
        .where(eq(s.designerTickets.designerId, designerId));
      if (!args.increase) for (const t of tickets) await markRead(tx, t.id, false);
      return { responsesReaded: await refreshUnreadReplies(tx, designerId) };
    }
    const ticket = await ticketFor(tx, args.ticket, "read", true);
    const forTeam = ticket.designerId !== tx.user!.id;
    if (!args.increase) await markRead(tx, ticket.id, forTeam);
    else {
      const [latest] = await tx.db
        .select({ id: s.ticketMessages.id })
        .from(s.ticketMessages)
        .where(and(eq(s.ticketMessages.ticketId, ticket.id), eq(s.ticketMessages.fromTeam, !forTeam)))
        .orderBy(desc(s.ticketMessages.createdAt), desc(s.ticketMessages.id))
        .limit(1);
      if (latest)
        await tx.db.update(s.ticketMessages).set({ readAt: null }).where(eq(s.ticketMessages.id, latest.id));
      if (latest && !forTeam)
        await tx.db
          .update(s.designerTickets)
          .set({ newMessage: true })
          .where(eq(s.designerTickets.id, ticket.id));
    }
    return { responsesReaded: await refreshUnreadReplies(tx, ticket.designerId) };
  });
}

/** The `tickets.reply-mail` job: the designer's mail about a reply, in their mail language. */
export async function sendTicketReplyMail(ctx: RequestContext, messageId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ message: s.ticketMessages, ticket: s.designerTickets })
    .from(s.ticketMessages)
    .innerJoin(s.designerTickets, eq(s.designerTickets.id, s.ticketMessages.ticketId))
    .where(and(eq(s.ticketMessages.id, messageId), eq(s.ticketMessages.fromTeam, true)));
  if (!row || row.message.readAt) return;
  const contact = await mailContactOf(ctx, row.ticket.designerId);
  if (!contact) return;
  await ctx.services.mailer.send(
    ticketReplyMail({
      id: `ticket-reply-${messageId}@manzil`,
      to: contact.email,
      lang: contact.lang,
      name: contact.name,
      ticketName: row.ticket.name,
      excerpt: row.message.text,
      files: row.message.attachments.length,
      link: `${ctx.services.publicUrl}/${contact.lang}-eg/profile/products/discuss/${row.ticket.id}`,
    }),
  );
}
