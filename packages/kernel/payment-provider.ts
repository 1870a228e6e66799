/**
 * The payment providers' port (decisions 0051, 0104): an adapter interface like the mailer's, so
 * the kernel's `Services` can name it without knowing the payments domain. The payments domain
 * implements it (`packages/domain/payments/providers/`) and builds the registry.
 */
import type { CountryCode } from "#i18n/locales.ts";

/**
 * A payment provider adapter (decision 0051). Outcomes are values, never exceptions for a decline:
 * an adapter throws only when the provider cannot be reached or answers nonsense.
 */
export type ProviderStatus = "authorized" | "captured" | "pending" | "requires_action" | "declined" | "error";

export interface ProviderOutcome {
  status: ProviderStatus;
  /** The provider's id of the payment (Paymob transaction, Fawry reference, Tabby payment). */
  providerRef?: string;
  /** What the shopper must do next: go to the provider's page, or pay a reference at an outlet. */
  action?: { redirectUrl?: string; reference?: string; expiresAt?: Date };
  /** The provider's reason for a decline or error, as they wrote it (logged, never shown). */
  reason?: string;
  /** Card or wallet source, masked: { type, subType, pan } (never a full card number). */
  source?: { type: string; subType?: string; pan?: string };
  /**
   * What the provider says the payment is for, minor units and currency (decision 0125): a status
   * read must answer them, and one that says money was taken applies only when they are the attempt's.
   */
  amount?: number;
  currency?: string;
}

export interface InitiateInput {
  /** Our payment attempt's id: the provider echoes it back (merchant order id). */
  paymentId: string;
  orderNumber: string;
  method: string;
  amount: number;
  currency: string;
  country: CountryCode;
  customer: { name: string; email: string; phone: string };
  /** Where the provider sends the shopper back. */
  returnUrl: string;
  /** Where the provider posts its server notification. */
  webhookUrl: string;
  idempotencyKey: string;
}

/** What a provider decided about a refund (decision 0115). */
export interface RefundOutcome {
  status: "succeeded" | "pending" | "failed";
  /** The provider's id of the refund (Paymob's refund transaction, Tabby's refund). */
  providerRef?: string;
  /** The provider's reason for a failure, as they wrote it (kept, shown to staff). */
  reason?: string;
}

/** A payment attempt as the provider sees it. */
export interface ProviderPayment {
  id: string;
  providerRef: string | null;
  amount: number;
  currency: string;
}

/** A verified notification from a provider. */
export interface WebhookEvent {
  /** The provider's unique id of this notification (the inbox's key). */
  eventId: string;
  /** Our payment attempt's id when the provider echoes it, else null. */
  paymentId: string | null;
  providerRef: string;
  status: ProviderStatus;
  amount: number;
  currency: string;
  source?: ProviderOutcome["source"];
}

export interface WebhookRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  rawBody: string;
}

export interface PaymentProvider {
  readonly id: string;
  /** The checkout methods this provider carries (card, valu, fawry, tabby, cod ...). */
  readonly methods: readonly string[];
  /** Where the shopper is sent to pay (the site's CSP lets its forms go there); none for references. */
  readonly checkoutOrigins?: readonly string[];
  supports(country: CountryCode, currency: string): boolean;
  initiate(input: InitiateInput): Promise<ProviderOutcome>;
  /**
   * Stops an attempt at the provider (decision 0124): cancels an unpaid reference, voids an
   * authorization. Present only where the provider's published API can; answers where the payment
   * stands after (paid meanwhile: captured, with its amount). Throws when the provider cannot be
   * reached (the caller retries).
   */
  cancelAttempt?(payment: ProviderPayment): Promise<ProviderOutcome>;
  capture?(payment: ProviderPayment, amount: number): Promise<ProviderOutcome>;
  /**
   * Gives back `amount` of a captured payment (decision 0115). Answers the provider's decision; throws
   * only when the provider cannot be reached (the refund then stays pending: it may have happened).
   */
  refund?(payment: ProviderPayment, amount: number, idempotencyKey: string): Promise<RefundOutcome>;
  /** Verifies the signature; null for a request that is not this provider's or is forged. */
  parseWebhook(request: WebhookRequest): WebhookEvent | null;
  /** Asks the provider where a payment stands (reconciliation). */
  fetchStatus(payment: ProviderPayment): Promise<ProviderOutcome>;
}

/** The providers configured for this deployment, by id and by checkout method. */
export interface PaymentRegistry {
  get(id: string): PaymentProvider | undefined;
  /**
   * The provider carrying `method`; with a country and currency, the one that supports them (Paymob
   * Egypt and Paymob KSA both carry `card`, decision 0131), else the first that carries it.
   */
  forMethod(method: string, where?: { country: CountryCode; currency: string }): PaymentProvider | undefined;
  all(): PaymentProvider[];
  /** Every origin a configured provider sends the shopper to (CSP form-action). */
  checkoutOrigins(): string[];
}
