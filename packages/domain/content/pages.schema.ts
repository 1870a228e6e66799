import { z } from "zod";

/** getTerms(type): whose terms (decision 0063); the customer's when none is given. */
const TERMS_TYPES = ["customer", "designer"] as const;
export const termsQuerySchema = z.object({
  type: z.enum(TERMS_TYPES, { message: "INVALID_VALUE" }).default("customer"),
});

/** getFaqs(for): one audience, or every question when none is given. */
const FAQ_AUDIENCES = ["general", "customer", "designer"] as const;
export const faqsQuerySchema = z.object({
  for: z.enum(FAQ_AUDIENCES, { message: "INVALID_VALUE" }).optional(),
});

/** getHeaderDescriptionByPage(page): a page name such as `faq` or `new-arrivals`. */
export const headerPageSchema = z.object({
  page: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, { message: "INVALID_VALUE" }),
});
