/** Designer tickets' queries and mutations (decision 0060); services check whose tickets they are. */
import {
  acceptTicket,
  addNewMessageNotification,
  addProductForDesigner,
  addTicketMessage,
  designerReadiness,
  getDesignerTickets,
  getTicketById,
  rejectTicket,
  removeRejectedTicket,
  type TicketMessageView,
  type TicketView,
  updateResponsesNotifications,
} from "#domain/tickets/tickets.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { withoutNulls } from "../account/user.ts";
import { messageInput, TicketMessageType, TicketType } from "./ticket.ts";

const Readiness = builder
  .objectRef<{ ready: boolean; missing: string[]; competitionOpen: boolean }>("DesignerReadiness")
  .implement({
    description: "Whether the caller's profile lets them submit products, and what it lacks",
    fields: (t) => ({
      ready: t.exposeBoolean("ready"),
      competitionOpen: t.exposeBoolean("competitionOpen", {
        description: "The design competition takes entries (ticketForCompetition)",
      }),
      missing: t.exposeStringList("missing", { description: "image, description, email, country" }),
    }),
  });

const Unread = builder.objectRef<{ responsesReaded: number }>("UnreadResponses").implement({
  fields: (t) => ({ responsesReaded: t.exposeInt("responsesReaded", { description: "Unread replies" }) }),
});

const Removed = builder.objectRef<{ _id: string }>("RemovedTicket").implement({
  fields: (t) => ({ _id: t.exposeID("_id") }),
});

const OneTicket = envelopeOf<TicketView>("Ticket", TicketType);

builder.queryField("getDesignerReadiness", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf("DesignerReadiness", Readiness),
    resolve: (_r, _a, ctx) => reply(ctx, () => designerReadiness(ctx)),
  }),
);

builder.queryField("getDesignerTickets", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<TicketView[]>("DesignerTickets", [TicketType]),
    description:
      "A designer's tickets, newest first (the caller's; the team: anyone's, or all without designer)",
    args: { designer: t.arg.id(), status: t.arg.string({ description: "waiting, accepted or rejected" }) },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => getDesignerTickets(ctx, { designer: args.designer?.toString(), status: args.status })),
  }),
);

builder.queryField("getTicketById", (t) =>
  t.field({
    ...guard.signedIn,
    type: OneTicket,
    description: "One ticket with its discussion (its designer and the team only)",
    args: { product: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => getTicketById(ctx, String(args.product))),
  }),
);

builder.mutationField("addProductForDesigner", (t) =>
  t.field({
    ...guard.signedIn,
    type: OneTicket,
    description: "Submits a product request with files uploaded before (POST /api/tickets/attachments)",
    args: {
      designer: t.arg.id(),
      category: t.arg.id(),
      name: t.arg.string(),
      basePrice: t.arg.float({ description: "EGP, major units" }),
      description: t.arg.string(),
      attachments: t.arg.idList({ description: "Ids of the caller's uploaded files" }),
      ticketForCompetition: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        addProductForDesigner(ctx, {
          ...withoutNulls(args),
          designer: args.designer?.toString(),
          attachments: args.attachments?.map(String) ?? [],
        }),
      ),
  }),
);

builder.mutationField("addTicketMessage", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf<TicketMessageView>("TicketMessage", TicketMessageType),
    description: "Writes on a ticket's discussion (its designer or the team), with uploaded files",
    args: { ticket: t.arg.id({ required: true }), text: t.arg.string(), attachments: t.arg.idList() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => addTicketMessage(ctx, String(args.ticket), messageInput(args))),
  }),
);

builder.mutationField("addNewMessageNotification", (t) =>
  t.field({
    ...guard.admin("update:ticket:any"),
    type: envelopeOf("NotifiedTicket", Removed),
    description: "Tells the designer again about the ticket's latest reply (flag, badge, mail); the team",
    args: { ticket: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => addNewMessageNotification(ctx, String(args.ticket))),
  }),
);

builder.mutationField("updateResponsesNotifications", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf("UnreadResponses", Unread),
    description:
      "increase false: the ticket's (or all the designer's) incoming messages are read; true: the latest is unread again",
    args: { user: t.arg.id(), ticket: t.arg.id(), increase: t.arg.boolean() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        updateResponsesNotifications(ctx, {
          user: args.user?.toString(),
          ticket: args.ticket?.toString(),
          increase: args.increase,
        }),
      ),
  }),
);

builder.mutationField("removeRejectedTicket", (t) =>
  t.field({
    ...guard.signedIn,
    type: envelopeOf("RemovedTicket", Removed),
    args: { ticket: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => removeRejectedTicket(ctx, String(args.ticket))),
  }),
);

builder.mutationField("acceptTicket", (t) =>
  t.field({
    ...guard.admin("update:ticket:any"),
    type: OneTicket,
    description: "The team accepts a waiting ticket: it becomes an active product of the designer",
    args: {
      ticket: t.arg.id({ required: true }),
      arName: t.arg.string(),
      arDescription: t.arg.string(),
      egPrice: t.arg.float({ description: "EGP, major units" }),
      egRevenue: t.arg.float({ description: "The designer's revenue per unit in Egypt, EGP" }),
      suPrice: t.arg.float({ description: "SAR, major units; omitted: not sold in Saudi Arabia" }),
      suRevenue: t.arg.float(),
      availableEdition: t.arg.int(),
    },
    resolve: (_r, { ticket, ...args }, ctx) =>
      reply(ctx, () => acceptTicket(ctx, String(ticket), withoutNulls(args))),
  }),
);

builder.mutationField("rejectTicket", (t) =>
  t.field({
    ...guard.admin("update:ticket:any"),
    type: OneTicket,
    description: "The team rejects a waiting ticket; the reason is its reply",
    args: { ticket: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => rejectTicket(ctx, String(args.ticket), { reason: args.reason })),
  }),
);
