import { z } from "zod";
import { publicText } from "#kernel/fields.ts";
import { ROW_ID } from "#kernel/ids.ts";
import { MESSAGE_ATTACHMENTS_MAX, TICKET_ATTACHMENTS_MAX } from "./attachment-type.rules.ts";

const rowId = (code: "ATTACHMENT_NOT_FOUND" | "TICKET_CATEGORY_NOT_FOUND") =>
  z.string(code).regex(ROW_ID, code);

/** A price in major units (a float, as the specs send it) → minor units; at most two decimals. */
const price = (code: "TICKET_PRICE_INVALID" | "INVALID_VALUE") =>
  z
    .number(code)
    .refine(Number.isFinite, code)
    .positive(code)
    .max(21_000_000, code)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, code)
    .transform((v) => Math.round(v * 100));

const attachmentIds = (max: number) =>
  z
    .array(rowId("ATTACHMENT_NOT_FOUND"), "ATTACHMENTS_REQUIRED")
    .max(max, "ATTACHMENTS_TOO_MANY")
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** addProductForDesigner: the designer's product request (decision 0060). */
export const AddTicketInput = z.object({
  category: rowId("TICKET_CATEGORY_NOT_FOUND"),
  name: publicText(120, { min: 3, code: "TICKET_NAME_LENGTH", missing: "TICKET_NAME_LENGTH" }),
  basePrice: price("TICKET_PRICE_INVALID"),
  description: publicText(3000, {
    min: 10,
    code: "TICKET_DESCRIPTION_LENGTH",
    missing: "TICKET_DESCRIPTION_LENGTH",
  }),
  attachments: attachmentIds(TICKET_ATTACHMENTS_MAX).refine((ids) => ids.length > 0, "ATTACHMENTS_REQUIRED"),
  ticketForCompetition: z.boolean().default(false),
});

/** addTicketMessage: text, files, or both. */
export const TicketMessageInput = z
  .object({
    text: z.string("MESSAGE_LENGTH").trim().max(2000, "MESSAGE_LENGTH").default(""),
    attachments: attachmentIds(MESSAGE_ATTACHMENTS_MAX).default([]),
  })
  .refine((m) => m.text.length > 0 || m.attachments.length > 0, {
    message: "MESSAGE_LENGTH",
    path: ["text"],
  });

/** The designer's revenue per unit in major units: its minor units must fit a 32-bit integer. */
const revenue = z.number("INVALID_VALUE").min(0, "INVALID_VALUE").max(21_000_000, "INVALID_VALUE");

/**
 * acceptTicket: what the team decides when the request becomes a product. Prices and the
 * designer's revenue in each country's major units; Saudi Arabia only when sold there.
 */
export const AcceptTicketInput = z
  .object({
    arName: publicText(120, { code: "TICKET_NAME_LENGTH" }).optional(),
    arDescription: publicText(3000, { code: "TICKET_DESCRIPTION_LENGTH" }).optional(),
    egPrice: price("INVALID_VALUE"),
    egRevenue: revenue,
    suPrice: price("INVALID_VALUE").optional(),
    suRevenue: revenue.optional(),
    availableEdition: z
      .number("INVALID_VALUE")
      .int("INVALID_VALUE")
      .min(1, "INVALID_VALUE")
      .max(100_000)
      .default(10),
  })
  .transform((a) => ({
    ...a,
    egRevenue: Math.round(a.egRevenue * 100),
    suRevenue: a.suRevenue === undefined ? undefined : Math.round(a.suRevenue * 100),
  }))
  .refine((a) => a.egRevenue <= a.egPrice, { message: "INVALID_VALUE", path: ["egRevenue"] })
  .refine((a) => a.suPrice === undefined || (a.suRevenue ?? 0) <= a.suPrice, {
    message: "INVALID_VALUE",
    path: ["suRevenue"],
  });

export const RejectTicketInput = z.object({
  reason: z.string("MESSAGE_LENGTH").trim().min(1, "MESSAGE_LENGTH").max(2000, "MESSAGE_LENGTH"),
});

const TICKET_STATUSES = ["waiting", "accepted", "rejected"] as const;
export const TicketStatusInput = z.enum(TICKET_STATUSES, "INVALID_VALUE").optional();
