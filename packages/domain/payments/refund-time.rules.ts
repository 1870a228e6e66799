/**
 * How long a refund usually takes to reach the shopper once the provider accepted it, by provider
 * (decision 0123): an estimate, shown as "by" a date on the order page and in the refund mail.
 * Card refunds through Paymob depend on the shopper's bank (up to two weeks); Fawry and Tabby give
 * the money back within a week.
 */
const REFUND_DAYS: Record<string, number> = { paymob: 14, fawry: 7, tabby: 7, cod: 7 };
const USUAL_DAYS = 14;

export const refundDays = (provider: string): number => REFUND_DAYS[provider] ?? USUAL_DAYS;

/** The day a refund started at `startedAt` should have reached the shopper. */
export const refundExpectedBy = (startedAt: Date, provider: string): Date =>
  new Date(startedAt.getTime() + refundDays(provider) * 86_400_000);
