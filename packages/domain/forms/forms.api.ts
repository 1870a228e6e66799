/** The forms domain's public surface (decision 0065): contact, careers, B2B enquiries. */
export { addCareerRequest, type CareerRow, getCareers, openCareer, storeCv } from "./careers.service.ts";
export { addB2bEnquiry, addContactMessage } from "./contact.service.ts";
export { FEEDBACK_TYPES } from "./forms.schema.ts";
export { type FormKind, sendTeamMail, TEAM_MAIL_TOPIC } from "./team-mail.service.ts";
