/**
 * addPayment / updatePayment (decision 0061): a bank account to transfer profits to. Card numbers
 * and CVV are refused, never read further, and so is a card number typed into any other field
 * (decision 0108): it is each field's first check.
 */
import { z } from "zod";
import { toWesternDigits } from "#i18n/format.ts";
import { holdsCardNumber } from "./card-number.rules.ts";
import { compactCode, ibanCountry, ibanProblem, isSwift } from "./iban.rules.ts";

/** A text field that may be absent or null (GraphQL's nullable arguments): trimmed, "" when absent. */
const anyText = (max: number) =>
  z.preprocess((v) => (v == null ? "" : v), z.string("INVALID_VALUE").trim().max(max, "INVALID_VALUE"));

const notACard = [(v: string) => !holdsCardNumber(v), "CARD_NUMBER_NOT_ACCEPTED"] as const;

/** A field of the bank account: never a card number, whatever the field (checked again once compacted). */
const optionalText = (max: number) => anyText(max).refine(...notACard);

/** Account numbers: Arabic digits read as Western ones, spaces and dashes dropped. */
const digitsOf = (typed: string) => toWesternDigits(typed).replace(/[\s-]+/g, "");

export const PAYMENT_COUNTRIES = ["eg", "sa", "ae"] as const;

export const PaymentDetailsInput = z
  .object({
    bank: optionalText(120).refine((v) => v.length > 0, "FIELD_REQUIRED"),
    branch: optionalText(120),
    name: optionalText(120),
    accountNo: optionalText(40)
      .transform(digitsOf)
      .refine(...notACard)
      .refine((v) => v === "" || /^[0-9]{6,30}$/.test(v), "ACCOUNT_NO_INVALID"),
    iban: optionalText(50)
      .transform((v) => compactCode(toWesternDigits(v)))
      .refine(...notACard)
      .superRefine((v, ctx) => {
        const problem = v === "" ? null : ibanProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    swiftCode: optionalText(20)
      .transform(compactCode)
      .refine(...notACard)
      .refine((v) => v === "" || isSwift(v), "SWIFT_INVALID"),
    email: optionalText(254).pipe(z.union([z.literal(""), z.email("INVALID_EMAIL")])),
    country: z.enum(PAYMENT_COUNTRIES, { error: "INVALID_VALUE" }),
    cardNo: anyText(100).refine((v) => v === "", "CARD_DETAILS_NOT_ACCEPTED"),
    cvv: anyText(100).refine((v) => v === "", "CARD_DETAILS_NOT_ACCEPTED"),
  })
  .superRefine((d, ctx) => {
    if (!d.accountNo && !d.iban)
      ctx.addIssue({ code: "custom", path: ["accountNo"], message: "ACCOUNT_OR_IBAN_REQUIRED" });
    if (d.iban && ibanCountry(d.iban) !== d.country)
      ctx.addIssue({ code: "custom", path: ["iban"], message: "IBAN_COUNTRY_MISMATCH" });
  })
  .transform(({ cardNo: _card, cvv: _cvv, email, ...d }) => ({ ...d, email: email || null }));
