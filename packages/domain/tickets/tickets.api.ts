/**
 * The tickets domain's public surface (decision 0060): designers' product requests, their
 * private files and discussion, and the team's answer.
 */
export { acceptTicket, rejectTicket } from "./acceptance.service.ts";
export { type AttachmentView, readAttachment, storeAttachment } from "./attachments.service.ts";
export {
  addNewMessageNotification,
  addTicketMessage,
  sendTicketReplyMail,
  TICKET_REPLY_MAIL_TOPIC,
  updateResponsesNotifications,
} from "./messages.service.ts";
export { listTickets, TICKETS_LIST, ticketCounts } from "./queue.service.ts";
export { nextTicketStatuses, type TicketStatus } from "./tickets.rules.ts";
export {
  addProductForDesigner,
  designerReadiness,
  getDesignerTickets,
  getTicketById,
  removeRejectedTicket,
} from "./tickets.service.ts";
export type { TicketMessageView, TicketView } from "./tickets.view.ts";
