/** The inputs of the forms people send us (decision 0065): one schema each, messages are codes. */
import { z } from "zod";
import { emailField } from "#domain/accounts/accounts.api.ts";
import { toWesternDigits } from "#i18n/format.ts";
import { optionalPhoneField, phoneField, phoneOfCountry, phoneText } from "#kernel/fields.ts";
import { ROW_ID } from "#kernel/ids.ts";
import { CVS_MAX } from "./cv-type.rules.ts";

const required = z.string("FIELD_REQUIRED").trim().min(1, "FIELD_REQUIRED");
const name = required.min(2, "MIN_LENGTH:2").max(80, "INVALID_VALUE");
const message = z
  .string("FIELD_REQUIRED")
  .trim()
  .min(1, "FIELD_REQUIRED")
  .min(10, "MESSAGE_LENGTH_RANGE")
  .max(2000, "MESSAGE_LENGTH_RANGE");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "INVALID_VALUE")
    .nullish()
    .transform((v) => v ?? "");
/** The robot check's payload, asked of visitors only (the service decides). */
const robot = z.string().max(4000).nullish();

export const FEEDBACK_TYPES = ["question", "suggestion", "complaint", "order", "other"] as const;

export const ContactInput = z.object({
  name,
  email: emailField,
  // The contact table keeps "" for no phone.
  phone: optionalPhoneField.transform((v) => v ?? ""),
  feedbackType: z.enum(FEEDBACK_TYPES, "FIELD_REQUIRED"),
  comment: message,
  robot,
});

export const CareerRequestInput = z.object({
  career: z.string("CAREER_NOT_FOUND").min(1, "CAREER_NOT_FOUND"),
  name,
  email: emailField,
  phone: phoneField,
  comment: optionalText(2000),
  cvs: z
    .array(z.string().regex(ROW_ID, "CV_NOT_FOUND"), "CV_REQUIRED")
    .min(1, "CV_REQUIRED")
    .max(CVS_MAX, "CV_TOO_MANY")
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  robot,
});

export const B2bInput = z
  .object({
    companyName: name,
    contactName: name,
    email: emailField,
    phone: phoneText,
    country: z.enum(["eg", "sa"], "FIELD_REQUIRED"),
    city: optionalText(80),
    businessType: optionalText(80),
    quantity: z
      .union([z.number(), z.string()], "FIELD_REQUIRED")
      .transform((v) =>
        typeof v === "number" ? v : Number(toWesternDigits(v).replace(/[\s,٬]/g, "") || Number.NaN),
      )
      .pipe(
        z
          .number("QUANTITY_RANGE")
          .int("QUANTITY_RANGE")
          .min(1, "QUANTITY_RANGE")
          .max(100_000, "QUANTITY_RANGE"),
      ),
    message,
    robot,
  })
  .transform(phoneOfCountry);
