/** Designer tickets as the API shows them (decision 0060). */
import {
  type AttachmentView,
  nextTicketStatuses,
  type TicketMessageView,
  type TicketView,
} from "#domain/tickets/tickets.api.ts";
import { builder } from "../../builder.ts";

export const AttachmentType = builder.objectRef<AttachmentView>("TicketAttachment").implement({
  description: "A private file of a ticket: only its designer and the team download it",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    name: t.exposeString("name"),
    size: t.exposeInt("size", { description: "Bytes" }),
    mimeType: t.exposeString("mimeType", { description: "Read from the file's bytes" }),
    isImage: t.exposeBoolean("isImage"),
    url: t.exposeString("url", { description: "The download address (signed-in parties only)" }),
  }),
});

const TicketCategory = builder
  .objectRef<{ _id: string; name: string; arName: string }>("TicketCategory")
  .implement({
    fields: (t) => ({
      _id: t.exposeID("_id"),
      name: t.exposeString("name"),
      arName: t.exposeString("arName"),
    }),
  });

const TicketPerson = builder.objectRef<{ _id: string; name: string }>("TicketDesigner").implement({
  fields: (t) => ({ _id: t.exposeID("_id"), name: t.exposeString("name") }),
});

const TicketProduct = builder.objectRef<{ _id: string; slug: string }>("TicketProduct").implement({
  description: "The catalogue product an accepted ticket became",
  fields: (t) => ({ _id: t.exposeID("_id"), slug: t.exposeString("slug") }),
});

export const TicketMessageType = builder.objectRef<TicketMessageView>("TicketMessage").implement({
  description: "One message of a ticket's discussion",
  fields: (t) => ({
    _id: t.exposeID("_id"),
    text: t.exposeString("text"),
    fromTeam: t.exposeBoolean("fromTeam", {
      description: "Written by the Manzil team (else by the designer)",
    }),
    senderName: t.exposeString("senderName"),
    attachments: t.field({ type: [AttachmentType], resolve: (m) => m.attachments }),
    read: t.boolean({ resolve: (m) => m.readAt !== null }),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
  }),
});

export const TicketType = builder
  .objectRef<TicketView & { messages?: TicketMessageView[] }>("DesignerTicket")
  .implement({
    description: "A designer's product request (the specs' product for designer)",
    fields: (t) => ({
      _id: t.exposeID("_id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
      description: t.exposeString("description"),
      basePrice: t.exposeInt("basePrice", { description: "The designer's asking price, EGP minor units" }),
      productStatus: t.exposeString("productStatus", { description: "waiting, accepted or rejected" }),
      nextStatuses: t.stringList({
        description: "Where the team may move it now (from the tickets' transition table)",
        resolve: (r) => [...nextTicketStatuses(r.productStatus)],
      }),
      acceptionDate: t.string({ nullable: true, resolve: (r) => r.acceptionDate?.toISOString() ?? null }),
      rejectionDate: t.string({ nullable: true, resolve: (r) => r.rejectionDate?.toISOString() ?? null }),
      newMessage: t.exposeBoolean("newMessage", { description: "The designer has unread replies" }),
      unreadCount: t.exposeInt("unreadCount", {
        description: "The team's replies the designer has not read",
      }),
      teamUnreadCount: t.exposeInt("teamUnreadCount", {
        description: "The designer's messages the team has not read",
      }),
      ticketForCompetition: t.exposeBoolean("ticketForCompetition"),
      category: t.field({ type: TicketCategory, nullable: true, resolve: (r) => r.category }),
      designer: t.field({ type: TicketPerson, resolve: (r) => r.designer }),
      product: t.field({ type: TicketProduct, nullable: true, resolve: (r) => r.product }),
      attachments: t.field({ type: [AttachmentType], resolve: (r) => r.attachments }),
      messages: t.field({
        type: [TicketMessageType],
        description: "The discussion, oldest first (getTicketById only)",
        resolve: (r) => r.messages ?? [],
      }),
      createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    }),
  });

/** The wire arguments of a message on a ticket's discussion, as the service takes them. */
export const messageInput = (args: {
  text?: string | null;
  attachments?: ReadonlyArray<string | number> | null;
}) => ({
  text: args.text ?? undefined,
  attachments: args.attachments?.map(String) ?? [],
});
