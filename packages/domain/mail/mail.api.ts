/** The mail domain's public surface (decision 0055): the mails other domains send. */
export { resetPasswordMail } from "./templates.ts";
