/**
 * The team's ticket queue in the admin API (decisions 0060, 0106): the list with counts, one
 * ticket with its discussion, and the team's messages. Accept and reject are in operations.ts.
 */
import {
  addTicketMessage,
  getTicketById,
  listTickets,
  TICKETS_LIST,
  type TicketMessageView,
  type TicketView,
  ticketCounts,
} from "#domain/tickets/tickets.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { ListOptions, listArgsOf, listOf } from "../../list.ts";
import { messageInput, TicketMessageType, TicketType } from "./ticket.ts";

const TicketStatus = builder.enumType("TicketStatus", {
  values: ["waiting", "accepted", "rejected"] as const,
});

const TicketFilter = builder.inputType("TicketFilter", {
  fields: (t) => ({ status: t.field({ type: TicketStatus }), designer: t.id() }),
});

const Counts = builder
  .objectRef<{ waiting: number; accepted: number; rejected: number }>("TicketCounts")
  .implement({
    fields: (t) => ({
      waiting: t.exposeInt("waiting"),
      accepted: t.exposeInt("accepted"),
      rejected: t.exposeInt("rejected"),
    }),
  });

builder.queryField("tickets", (t) =>
  t.field({
    ...guard.admin("read:ticket:any"),
    type: listOf<TicketView>("Ticket", TicketType),
    description: `Designers' product requests, a page at a time; sort: ${TICKETS_LIST.sortable.join(", ")}; search: the request's or the designer's name`,
    args: { options: t.arg({ type: ListOptions }), filter: t.arg({ type: TicketFilter }) },
    resolve: (_r, args, ctx) => reply(ctx, () => listTickets(ctx, listArgsOf(args))),
  }),
);

builder.queryField("ticketCounts", (t) =>
  t.field({
    ...guard.admin("read:ticket:any"),
    type: envelopeOf("TicketCounts", Counts),
    description: "How many requests wait, were accepted, were rejected",
    resolve: (_r, _a, ctx) => reply(ctx, () => ticketCounts(ctx)),
  }),
);

builder.queryField("ticket", (t) =>
  t.field({
    ...guard.admin("read:ticket:any"),
    type: envelopeOf<TicketView>("AdminTicket", TicketType),
    description: "One request with its whole discussion",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => getTicketById(ctx, String(args.id))),
  }),
);

builder.mutationField("replyToTicket", (t) =>
  t.field({
    ...guard.admin("update:ticket:any"),
    type: envelopeOf<TicketMessageView>("TicketReply", TicketMessageType),
    description:
      "The team writes on a request's discussion, with files uploaded before; the designer is told",
    args: { ticket: t.arg.id({ required: true }), text: t.arg.string(), attachments: t.arg.idList() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => addTicketMessage(ctx, String(args.ticket), messageInput(args))),
  }),
);
