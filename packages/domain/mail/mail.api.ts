/** The mail domain's public surface (decision 0055): the mails other domains send. */
export { type GiftCardMailInput, giftCardMail } from "./gift-card-mail.ts";
export { type OrderMailInput, orderConfirmationMail } from "./order-mail.ts";
export { type RefundMailInput, refundMail } from "./refund-mail.ts";
export { teamFormMail } from "./team-mail.ts";
export { resetPasswordMail } from "./templates.ts";
export { type TicketReplyMailInput, ticketReplyMail } from "./ticket-mail.ts";
