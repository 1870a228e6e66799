/**
 * Designers' product requests (decision 0060): submit, list, read with the discussion, remove a
 * rejected one. A designer acts on their own; administrators with `*:ticket:any` on anyone's.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { sellerProfileOf, targetUserId } from "#domain/accounts/accounts.api.ts";
import { categoryPlacement } from "#domain/catalog/catalog.api.ts";
import { getSettings } from "#domain/content/content.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError, notFound } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { parseInput } from "#kernel/input.ts";
import { canAny, requireOwnerOr, requirePermission, requireSignedIn } from "#kernel/permissions.ts";
import { afterCommit, withTransaction } from "#kernel/tx.ts";
import { attachmentKeysOf, claimAttachments } from "./attachments.service.ts";
import { canRemove, missingProfileParts, type ProfileNeed, ticketSlug } from "./tickets.rules.ts";
import { AddTicketInput, TicketStatusInput } from "./tickets.schema.ts";
import {
  messageViews,
  type TicketMessageView,
  type TicketRow,
  type TicketView,
  ticketViews,
} from "./tickets.view.ts";
import { refreshUnreadReplies } from "./unread.service.ts";

/**
 * getDesignerReadiness: what the caller's profile lacks before submitting products, and whether
 * the design competition takes entries now (the setting showForCompetitionInput).
 */
export async function designerReadiness(
  ctx: RequestContext,
): Promise<{ ready: boolean; missing: ProfileNeed[]; competitionOpen: boolean }> {
  requirePermission(ctx, "create:ticket:own");
  const profile = await sellerProfileOf(ctx, ctx.user!.id);
  const missing = profile ? missingProfileParts(profile) : ["image" as const];
  const competitionOpen = (await getSettings(ctx)).showForCompetitionInput === true;
  return { ready: missing.length === 0, missing, competitionOpen };
}

/**
 * addProductForDesigner: a waiting ticket with the uploaded files, for the caller (a designer
 * whose profile is complete) or, for an administrator with `create:ticket:any`, the designer named.
 */
export async function addProductForDesigner(
  ctx: RequestContext,
  input: Record<string, unknown> & { designer?: string | null },
): Promise<TicketView> {
  const designerId = await targetUserId(ctx, input.designer, "create", "ticket", "designer");
  requireOwnerOr(ctx, "create", "ticket", designerId);
  const profile = await sellerProfileOf(ctx, designerId);
  if (profile?.role !== "designer") throw new DomainError("FORBIDDEN", 403);
  const missing = missingProfileParts(profile);
  if (missing.length)
    throw new DomainError(
      "DESIGNER_PROFILE_INCOMPLETE",
      400,
      Object.fromEntries(missing.map((m) => [m, "FIELD_REQUIRED"])),
    );
  const ticket = parseInput(AddTicketInput, input);
  const category = await categoryPlacement(ctx.db, ticket.category);
  if (!category)
    throw new DomainError("TICKET_CATEGORY_NOT_FOUND", 400, { category: "TICKET_CATEGORY_NOT_FOUND" });
  const competitionOpen = (await getSettings(ctx)).showForCompetitionInput === true;
  const row = await withTransaction(ctx, async (tx) => {
    const [created] = await tx.db
      .insert(s.designerTickets)
      .values({
        designerId,
        categoryId: ticket.category,
        slug: ticketSlug(ticket.name, randomBytes(3).toString("hex")),
        name: ticket.name,
        description: ticket.description,
        basePrice: ticket.basePrice,
        attachments: ticket.attachments,
        ticketForCompetition: competitionOpen && ticket.ticketForCompetition,
        createdAt: tx.services.clock.now(),
      })
      .returning();
    await claimAttachments(tx, ticket.attachments, created!.id);
    return created!;
  });
  return (await ticketViews(ctx.db, [row]))[0]!;
}

/** A ticket row for `action` by the caller: its designer (own) or an administrator (any); else 404. */
export async function ticketFor(
  ctx: RequestContext,
  id: string,
  action: "read" | "update" | "delete",
  lock = false,
): Promise<TicketRow> {
  const user = requireSignedIn(ctx);
  if (!isRowId(id)) throw notFound("TICKET_NOT_FOUND");
  const query = ctx.db.select().from(s.designerTickets).where(eq(s.designerTickets.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || (row.designerId !== user.id && !canAny(ctx, action, "ticket")))
    throw notFound("TICKET_NOT_FOUND");
  requireOwnerOr(ctx, action, "ticket", row.designerId);
  return row;
}

/** getDesignerTickets: a designer's tickets, newest first, optionally of one status; all for the team. */
export async function getDesignerTickets(
  ctx: RequestContext,
  args: { designer?: string | null; status?: unknown },
): Promise<TicketView[]> {
  const me = requireSignedIn(ctx);
  const status = parseInput(TicketStatusInput, args.status ?? undefined);
  const everyone = !args.designer && canAny(ctx, "read", "ticket") && me.role !== "designer";
  const designerId = everyone ? null : await targetUserId(ctx, args.designer, "read", "ticket", "designer");
  if (designerId) requireOwnerOr(ctx, "read", "ticket", designerId);
  const rows = await ctx.db
    .select()
    .from(s.designerTickets)
    .where(
      and(
        designerId ? eq(s.designerTickets.designerId, designerId) : undefined,
        status ? eq(s.designerTickets.productStatus, status) : undefined,
      ),
    )
    .orderBy(desc(s.designerTickets.createdAt), desc(s.designerTickets.id))
    .limit(200);
  return ticketViews(ctx.db, rows);
}

/** getTicketById: one ticket with its whole discussion. */
export async function getTicketById(
  ctx: RequestContext,
  id: string,
): Promise<TicketView & { messages: TicketMessageView[] }> {
  const row = await ticketFor(ctx, id, "read");
  const [view] = await ticketViews(ctx.db, [row]);
  return { ...view!, messages: await messageViews(ctx.db, row.id) };
}

/** removeRejectedTicket: a rejected ticket goes, with its messages and files. */
export async function removeRejectedTicket(ctx: RequestContext, id: string): Promise<{ _id: string }> {
  return withTransaction(ctx, async (tx) => {
    const row = await ticketFor(tx, id, "delete", true);
    if (!canRemove(row.productStatus)) throw new DomainError("TICKET_NOT_REJECTED", 409);
    const keys = await attachmentKeysOf(tx.db, row.id);
    await tx.db.delete(s.designerTickets).where(eq(s.designerTickets.id, row.id));
    await refreshUnreadReplies(tx, row.designerId);
    afterCommit(tx, async () => {
      for (const key of keys) await tx.services.privateFiles.remove(key);
    });
    return { _id: row.id };
  });
}
