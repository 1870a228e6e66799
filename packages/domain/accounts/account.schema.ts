/**
 * Inputs of the account area, one zod schema each, shared by the services, the resolvers and the
 * forms. Messages are error codes (packages/i18n/messages/errors-account.ts).
 */
import { z } from "zod";
import { toWesternDigits } from "#i18n/format.ts";
import { optionalPhoneField, publicText } from "#kernel/fields.ts";
import { ROW_ID } from "#kernel/ids.ts";

const MIN_PASSWORD = 4;

const required = (message = "FIELD_REQUIRED") => z.string({ error: message }).trim().min(1, message);
/** An address mail can reach: at most 254 characters (RFC 5321), lower-cased. */
export const emailField = required()
  .pipe(z.email("INVALID_EMAIL").max(254, "INVALID_EMAIL"))
  .transform((e) => e.toLowerCase());
const passwordField = z
  .string({ error: "FIELD_REQUIRED" })
  .min(1, "FIELD_REQUIRED")
  .min(MIN_PASSWORD, `MIN_LENGTH:${MIN_PASSWORD}`)
  .max(200, "INVALID_VALUE");
const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, "INVALID_VALUE")
    .nullish()
    .transform((v) => v || null);
/** A name or text shown to others: no bidirectional overrides, no invisible characters (decision 0073). */
const shownRequired = (max: number) => publicText(max).pipe(z.string().min(1, "FIELD_REQUIRED"));
const shownOptional = (max: number) =>
  publicText(max)
    .nullish()
    .transform((v) => v || null);
const language = z.enum(["ar", "en"], { error: "INVALID_VALUE" });

/**
 * A number typed in a search: Arabic digits become Western ones and formatting characters
 * (spaces, dashes, dots, brackets, a leading +) are dropped. Phones have their own field
 * (`#kernel/fields.ts`, decision 0133).
 */
export function normalizeDigits(value: string): string {
  return toWesternDigits(value).replace(/[\s\-().+\u200e\u200f]/g, "");
}

export const LoginInput = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.output<typeof LoginInput>;

const registerBase = {
  email: emailField,
  password: passwordField,
  fName: shownRequired(80),
  discountCode: optionalText(40),
  mailLang: language.optional(),
  favLang: language.optional(),
  originMeta: optionalText(2000),
};

const CustomerRegisterInput = z.object({
  ...registerBase,
  role: z.literal("customer"),
  lName: shownOptional(80),
});
const DesignerRegisterInput = z.object({
  ...registerBase,
  role: z.literal("designer"),
  lName: shownRequired(80),
  country: shownRequired(80),
  city: shownRequired(120),
  description: shownOptional(2000),
  image: z.string({ error: "IMAGE_REQUIRED" }).trim().min(1, "IMAGE_REQUIRED").max(300, "INVALID_VALUE"),
  termsAccepted: z.literal(true, { error: "TERMS_ACCEPT" }),
});
export const RegisterInput = z.discriminatedUnion("role", [CustomerRegisterInput, DesignerRegisterInput], {
  error: "INVALID_VALUE",
});
export type RegisterInput = z.output<typeof RegisterInput>;

export const ForgotPasswordInput = z.object({ email: emailField, mailLang: language.nullish() });
export const ResetPasswordInput = z
  .object({
    token: required().max(200, "RESET_TOKEN_INVALID"),
    password: passwordField,
    confirmPassword: z.string().nullish(),
  })
  .refine((v) => v.confirmPassword == null || v.confirmPassword === v.password, {
    path: ["confirmPassword"],
    message: "PASSWORD_CONFIRM_MISMATCH",
  });

export const EditProfileInput = z
  .object({
    fName: shownRequired(80).optional(),
    lName: publicText(80).optional(),
    email: emailField.optional(),
    phone: optionalPhoneField,
    gender: z.enum(["male", "female"], { error: "INVALID_VALUE" }).nullish(),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "INVALID_VALUE")
      .refine((d) => !Number.isNaN(Date.parse(d)) && Date.parse(d) < Date.now(), "INVALID_VALUE")
      .nullish()
      .or(z.literal("").transform(() => null)),
    image: z.string().trim().max(300, "INVALID_VALUE").nullish(),
    deleteImage: z.boolean().nullish(),
    description: publicText(2000).nullish(),
    city: publicText(120).nullish(),
    country: publicText(80).nullish(),
    favLang: language.nullish(),
    mailLang: language.nullish(),
    subscribed: z.boolean().nullish(),
    password: z.string().nullish(),
    newPassword: z
      .string()
      .min(MIN_PASSWORD, `MIN_LENGTH:${MIN_PASSWORD}`)
      .max(200)
      .nullish()
      .or(z.literal("")),
    confirmPassword: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.newPassword) return;
    if (!v.password) ctx.addIssue({ code: "custom", path: ["password"], message: "FIELD_REQUIRED" });
    if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "PASSWORD_CONFIRM_MISMATCH" });
  });
export type EditProfileInput = z.output<typeof EditProfileInput>;

/**
 * changeRoleOrStatus (decision 0073): the user named must be an id (else refused on its field,
 * never a database error), and a status or role must be one of ours: an empty or unknown one is
 * refused, never read as "nothing asked" (for a shopper that meant deactivating their account).
 */
export const ChangeRoleOrStatusInput = z.object({
  user: z.string().regex(ROW_ID, "INVALID_VALUE").nullish(),
  status: z.enum(["active", "blocked", "deactivated"], { error: "INVALID_VALUE" }).nullish(),
  role: z.enum(["customer", "designer"], { error: "INVALID_VALUE" }).nullish(),
  byUser: z.boolean().nullish(),
});
