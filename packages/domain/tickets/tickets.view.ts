/** How tickets and their messages read (decision 0060). */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import type { Executor } from "#kernel/tx.ts";
import { type AttachmentView, attachmentViews } from "./attachments.service.ts";
import type { TicketStatus } from "./tickets.rules.ts";

export type TicketRow = typeof s.designerTickets.$inferSelect;

export interface TicketMessageView {
  _id: string;
  text: string;
  fromTeam: boolean;
  senderName: string;
  attachments: AttachmentView[];
  readAt: Date | null;
  createdAt: Date;
}

export interface TicketView {
  _id: string;
  slug: string;
  name: string;
  description: string;
  /** EGP minor units. */
  basePrice: number;
  productStatus: TicketStatus;
  acceptionDate: Date | null;
  rejectionDate: Date | null;
  newMessage: boolean;
  ticketForCompetition: boolean;
  /** The team's replies the designer has not read. */
  unreadCount: number;
  /** The designer's messages the team has not read. */
  teamUnreadCount: number;
  category: { _id: string; name: string; arName: string } | null;
  designer: { _id: string; name: string };
  product: { _id: string; slug: string } | null;
  attachments: AttachmentView[];
  createdAt: Date;
}

/** The views of ticket rows, with category, designer, product, files and unread counts. */
export async function ticketViews(db: Executor, rows: TicketRow[]): Promise<TicketView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [categories, designers, products, unread, files] = await Promise.all([
    db
      .select({ id: s.categories.id, name: s.categories.name, arName: s.categories.arName })
      .from(s.categories)
      .where(
        inArray(
          s.categories.id,
          rows.map((r) => r.categoryId).filter((id): id is string => !!id),
        ),
      ),
    db
      .select({ id: s.users.id, name: s.users.name })
      .from(s.users)
      .where(inArray(s.users.id, [...new Set(rows.map((r) => r.designerId))])),
    db
      .select({ id: s.products.id, slug: s.products.slug })
      .from(s.products)
      .where(
        inArray(
          s.products.id,
          rows.map((r) => r.productId).filter((id): id is string => !!id),
        ),
      ),
    db
      .select({
        ticketId: s.ticketMessages.ticketId,
        fromTeam: s.ticketMessages.fromTeam,
        count: sql<number>`count(*)::int`,
      })
      .from(s.ticketMessages)
      .where(and(inArray(s.ticketMessages.ticketId, ids), isNull(s.ticketMessages.readAt)))
      .groupBy(s.ticketMessages.ticketId, s.ticketMessages.fromTeam),
    attachmentViews(
      db,
      rows.flatMap((r) => r.attachments),
    ),
  ]);
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const cats = byId(categories);
  const people = byId(designers);
  const made = byId(products);
  const unreadOf = new Map(unread.map((u) => [`${u.ticketId}:${u.fromTeam}`, u.count]));
  return rows.map((r) => {
    const category = r.categoryId ? cats.get(r.categoryId) : undefined;
    const product = r.productId ? made.get(r.productId) : undefined;
    return {
      _id: r.id,
      slug: r.slug,
      name: r.name,
      description: r.description,
      basePrice: r.basePrice,
      productStatus: r.productStatus,
      acceptionDate: r.acceptionDate,
      rejectionDate: r.rejectionDate,
      newMessage: r.newMessage,
      ticketForCompetition: r.ticketForCompetition,
      unreadCount: unreadOf.get(`${r.id}:true`) ?? 0,
      teamUnreadCount: unreadOf.get(`${r.id}:false`) ?? 0,
      category: category ? { _id: category.id, name: category.name, arName: category.arName } : null,
      designer: { _id: r.designerId, name: people.get(r.designerId)?.name ?? "" },
      product: product ? { _id: product.id, slug: product.slug } : null,
      attachments: r.attachments.map((id) => files.get(id)).filter((f): f is AttachmentView => !!f),
      createdAt: r.createdAt,
    };
  });
}

/** A ticket's messages, oldest first, with their senders and files. */
export async function messageViews(db: Executor, ticketId: string): Promise<TicketMessageView[]> {
  const rows = await db
    .select({ message: s.ticketMessages, senderName: s.users.name })
    .from(s.ticketMessages)
    .leftJoin(s.users, eq(s.users.id, s.ticketMessages.senderId))
    .where(eq(s.ticketMessages.ticketId, ticketId))
    .orderBy(asc(s.ticketMessages.createdAt), asc(s.ticketMessages.id));
  const files = await attachmentViews(
    db,
    rows.flatMap((r) => r.message.attachments),
  );
  return rows.map(({ message: m, senderName }) => ({
    _id: m.id,
    text: m.text,
    fromTeam: m.fromTeam,
    senderName: senderName ?? "",
    attachments: m.attachments.map((id) => files.get(id)).filter((f): f is AttachmentView => !!f),
    readAt: m.readAt,
    createdAt: m.createdAt,
  }));
}
