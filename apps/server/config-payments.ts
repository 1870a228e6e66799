import { z } from "zod";
import type { FawryConfig } from "#domain/payments/providers/fawry.provider.ts";
import type { PaymobConfig } from "#domain/payments/providers/paymob.provider.ts";
import type { TabbyConfig } from "#domain/payments/providers/tabby.provider.ts";

/** `card:1234,wallet:5678` → { card: 1234, wallet: 5678 }. */
const integrations = z
  .string()
  .regex(/^\s*[a-z_]+:\d+(\s*,\s*[a-z_]+:\d+)*\s*$/, "method:integrationId, comma-separated")
  .transform((v) =>
    Object.fromEntries(
      v
        .split(",")
        .map((pair) => pair.trim().split(":"))
        .map(([m, id]) => [m!, Number(id)]),
    ),
  );

const PaymentsEnv = z.object({
  PAYMOB_SECRET_KEY: z.string().optional(),
  PAYMOB_PUBLIC_KEY: z.string().optional(),
  PAYMOB_HMAC_SECRET: z.string().optional(),
  PAYMOB_API_KEY: z.string().optional(),
  PAYMOB_BASE_URL: z.string().url().default("https://accept.paymob.com"),
  PAYMOB_INTEGRATIONS: integrations.optional(),
  // Paymob's Saudi account (decision 0131): its own keys, host and integrations (card:…,applepay:…).
  PAYMOB_SA_SECRET_KEY: z.string().optional(),
  PAYMOB_SA_PUBLIC_KEY: z.string().optional(),
  PAYMOB_SA_HMAC_SECRET: z.string().optional(),
  PAYMOB_SA_API_KEY: z.string().optional(),
  PAYMOB_SA_BASE_URL: z.string().url().default("https://ksa.paymob.com"),
  PAYMOB_SA_INTEGRATIONS: integrations.optional(),
  FAWRY_MERCHANT_CODE: z.string().optional(),
  FAWRY_SECURE_KEY: z.string().optional(),
  FAWRY_BASE_URL: z.string().url().default("https://www.atfawry.com"),
  FAWRY_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  TABBY_SECRET_KEY: z.string().optional(),
  TABBY_MERCHANT_CODE: z.string().optional(),
  TABBY_WEBHOOK_HEADER: z.string().default("X-Manzil-Tabby"),
  TABBY_WEBHOOK_SECRET: z.string().optional(),
  TABBY_BASE_URL: z.string().url().default("https://api.tabby.ai"),
});

export interface PaymentsConfig {
  paymob: PaymobConfig | null;
  paymobSa: PaymobConfig | null;
  fawry: FawryConfig | null;
  tabby: TabbyConfig | null;
}

/**
 * The payment providers' settings (README, "Payments"): a provider is on only when all its keys are
 * set; otherwise its methods are hidden.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const parsed = PaymentsEnv.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid payment configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  const e = parsed.data;
  const paymob =
    e.PAYMOB_SECRET_KEY &&
    e.PAYMOB_PUBLIC_KEY &&
    e.PAYMOB_HMAC_SECRET &&
    e.PAYMOB_API_KEY &&
    e.PAYMOB_INTEGRATIONS
      ? {
          baseUrl: e.PAYMOB_BASE_URL,
          secretKey: e.PAYMOB_SECRET_KEY,
          publicKey: e.PAYMOB_PUBLIC_KEY,
          hmacSecret: e.PAYMOB_HMAC_SECRET,
          apiKey: e.PAYMOB_API_KEY,
          currency: "EGP",
          country: "eg" as const,
          integrations: e.PAYMOB_INTEGRATIONS,
        }
      : null;
  const paymobSa =
    e.PAYMOB_SA_SECRET_KEY &&
    e.PAYMOB_SA_PUBLIC_KEY &&
    e.PAYMOB_SA_HMAC_SECRET &&
    e.PAYMOB_SA_API_KEY &&
    e.PAYMOB_SA_INTEGRATIONS
      ? {
          id: "paymob-sa",
          baseUrl: e.PAYMOB_SA_BASE_URL,
          secretKey: e.PAYMOB_SA_SECRET_KEY,
          publicKey: e.PAYMOB_SA_PUBLIC_KEY,
          hmacSecret: e.PAYMOB_SA_HMAC_SECRET,
          apiKey: e.PAYMOB_SA_API_KEY,
          currency: "SAR",
          country: "sa" as const,
          integrations: e.PAYMOB_SA_INTEGRATIONS,
        }
      : null;
  const fawry =
    e.FAWRY_MERCHANT_CODE && e.FAWRY_SECURE_KEY
      ? {
          baseUrl: e.FAWRY_BASE_URL,
          merchantCode: e.FAWRY_MERCHANT_CODE,
          secureKey: e.FAWRY_SECURE_KEY,
          expiryHours: e.FAWRY_EXPIRY_HOURS,
        }
      : null;
  const tabby =
    e.TABBY_SECRET_KEY && e.TABBY_MERCHANT_CODE && e.TABBY_WEBHOOK_SECRET
      ? {
          baseUrl: e.TABBY_BASE_URL,
          secretKey: e.TABBY_SECRET_KEY,
          merchantCode: e.TABBY_MERCHANT_CODE,
          webhookHeader: e.TABBY_WEBHOOK_HEADER,
          webhookSecret: e.TABBY_WEBHOOK_SECRET,
        }
      : null;
  return { paymob, paymobSa, fawry, tabby };
}
