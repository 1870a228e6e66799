/**
 * The team's answer to a ticket (decision 0060): accepted, it becomes an active catalogue product
 * owned by the designer; rejected, it closes with the reason. Either way the designer reads it in
 * the discussion as a reply (flag, badge, mail).
 */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { categoryPlacement, createDesignerProduct } from "#domain/catalog/catalog.api.ts";
import type { Language } from "#i18n/locales.ts";
import { audit } from "#kernel/audit.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { parseInput } from "#kernel/input.ts";
import { requirePermission } from "#kernel/permissions.ts";
import { withTransaction } from "#kernel/tx.ts";
import { ticketImages } from "./attachments.service.ts";
import { addTicketMessage } from "./messages.service.ts";
import { canAnswer } from "./tickets.rules.ts";
import { AcceptTicketInput, RejectTicketInput } from "./tickets.schema.ts";
import { ticketFor } from "./tickets.service.ts";
import { type TicketView, ticketViews } from "./tickets.view.ts";

const ANNOUNCE: Record<Language, (name: string) => string> = {
  ar: (name) => `تم قبول منتجك «${name}» وأصبح معروضًا في المتجر. شكرًا لك!`,
  en: (name) => `Your product "${name}" was accepted and is now in the shop. Thank you!`,
};

/** acceptTicket: the waiting ticket becomes a product, in one transaction with its announcement. */
export async function acceptTicket(
  ctx: RequestContext,
  ticketId: string,
  input: Record<string, unknown>,
): Promise<TicketView> {
  requirePermission(ctx, "update:ticket:any");
  requirePermission(ctx, "create:product:any");
  const decision = parseInput(AcceptTicketInput, input);
  return withTransaction(ctx, async (tx) => {
    const ticket = await ticketFor(tx, ticketId, "update", true);
    if (!canAnswer(ticket.productStatus)) throw new DomainError("TICKET_NOT_WAITING", 409);
    const category = ticket.categoryId ? await categoryPlacement(tx.db, ticket.categoryId) : null;
    if (!category)
      throw new DomainError("TICKET_CATEGORY_NOT_FOUND", 400, { category: "TICKET_CATEGORY_NOT_FOUND" });
    const images = await ticketImages(tx, ticket.id, ticket.attachments);
    if (!images.length) throw new DomainError("TICKET_NEEDS_IMAGE", 409);
    const now = tx.services.clock.now();
    const product = await createDesignerProduct(tx, {
      designerId: ticket.designerId,
      slug: ticket.slug,
      name: ticket.name,
      arName: decision.arName || ticket.name,
      description: ticket.description,
      arDescription: decision.arDescription || ticket.description,
      category,
      basePrice: ticket.basePrice,
      ticketForCompetition: ticket.ticketForCompetition,
      availableEdition: decision.availableEdition,
      prices: {
        eg: { price: decision.egPrice, revenue: decision.egRevenue },
        ...(decision.suPrice !== undefined
          ? { sa: { price: decision.suPrice, revenue: decision.suRevenue ?? 0 } }
          : {}),
      },
      images,
      acceptedAt: now,
    });
    const [accepted] = await tx.db
      .update(s.designerTickets)
      .set({ productStatus: "accepted", acceptionDate: now, productId: product.id })
      .where(eq(s.designerTickets.id, ticket.id))
      .returning();
    await addTicketMessage(tx, ticket.id, { text: ANNOUNCE[tx.language](ticket.name) });
    await audit(tx, {
      action: "ticket.accept",
      entity: "ticket",
      entityId: ticket.id,
      before: { productStatus: ticket.productStatus },
      after: { productStatus: "accepted", product: product.id, prices: decision },
    });
    return (await ticketViews(tx.db, [accepted!]))[0]!;
  });
}

/** rejectTicket: the waiting ticket closes; the reason is the team's reply. */
export async function rejectTicket(
  ctx: RequestContext,
  ticketId: string,
  input: { reason?: unknown },
): Promise<TicketView> {
  requirePermission(ctx, "update:ticket:any");
  const { reason } = parseInput(RejectTicketInput, input);
  return withTransaction(ctx, async (tx) => {
    const ticket = await ticketFor(tx, ticketId, "update", true);
    if (!canAnswer(ticket.productStatus)) throw new DomainError("TICKET_NOT_WAITING", 409);
    const [rejected] = await tx.db
      .update(s.designerTickets)
      .set({ productStatus: "rejected", rejectionDate: tx.services.clock.now() })
      .where(eq(s.designerTickets.id, ticket.id))
      .returning();
    await addTicketMessage(tx, ticket.id, { text: reason });
    await audit(tx, {
      action: "ticket.reject",
      entity: "ticket",
      entityId: ticket.id,
      before: { productStatus: ticket.productStatus },
      after: { productStatus: "rejected", reason },
    });
    return (await ticketViews(tx.db, [rejected!]))[0]!;
  });
}
