import { formatDate, formatMoney } from "#i18n/format.ts";
import type { CountryCode, Language } from "#i18n/locales.ts";
import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

/** Why the money goes back (the refund's cause, decision 0123). */
type Cause = "staff" | "order_cancelled" | "paid_after_cancel";

const WORDS = {
  ar: {
    subject: (amount: string, n: string) => `استرداد ${amount} لطلبك ${n} على منزل`,
    hello: (name: string) => `مرحبًا ${name}،`,
    why: {
      order_cancelled: (n: string) => `أُلغي طلبك ${n}.`,
      paid_after_cancel: (n: string) =>
        `وصلتنا دفعتك بعد أن أُلغي طلبك ${n}، فلن نحتفظ بها وسنعيدها إليك كاملة.`,
      staff: (n: string) => `بخصوص طلبك ${n}:`,
    },
    started: (amount: string, date: string) =>
      `بدأنا استرداد ${amount} إلى البطاقة أو الحساب الذي دفعت به، ويصلك المبلغ في موعد أقصاه ${date}.`,
    done: (amount: string, date: string) =>
      `استرددنا ${amount} إلى البطاقة أو الحساب الذي دفعت به. قد يستغرق ظهور المبلغ في كشف حسابك حتى ${date}.`,
    button: "عرض الطلب",
    brand: "منزل",
  },
  en: {
    subject: (amount: string, n: string) => `Your refund of ${amount} for Manzil order ${n}`,
    hello: (name: string) => `Hello ${name},`,
    why: {
      order_cancelled: (n: string) => `Your order ${n} was cancelled.`,
      paid_after_cancel: (n: string) =>
        `Your payment for order ${n} arrived after the order was cancelled, so we are giving it back in full.`,
      staff: (n: string) => `About your order ${n}:`,
    },
    started: (amount: string, date: string) =>
      `We have started a refund of ${amount} to the card or account you paid with. It reaches you by ${date}.`,
    done: (amount: string, date: string) =>
      `We have refunded ${amount} to the card or account you paid with. Your bank may take until ${date} to show it.`,
    button: "View the order",
    brand: "Manzil",
  },
} as const;

export interface RefundMailInput {
  /** The mail's Message-ID (one per refund). */
  id: string;
  to: string;
  name: string;
  lang: Language;
  orderNumber: string;
  country: CountryCode;
  /** Minor units of the order's currency. */
  amount: number;
  cause: Cause;
  /** The provider accepted it (else it is under way). */
  settled: boolean;
  expectedBy: Date;
  /** The order's page. */
  link: string;
}

/** A refund of the shopper's money: how much, why, and by when, in their mail language. */
export function refundMail(r: RefundMailInput): Mail {
  const w = WORDS[r.lang];
  const amount = formatMoney(r.amount, r.country, r.lang);
  const date = formatDate(r.expectedBy, r.lang, r.country);
  const lines = [w.why[r.cause](r.orderNumber), r.settled ? w.done(amount, date) : w.started(amount, date)];
  const text = [w.hello(r.name), "", ...lines, "", r.link, "", w.brand].join("\n");
  const dir = r.lang === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${r.lang}" dir="${dir}"><body style="margin:0;background:#FAF7F2;font-family:'IBM Plex Sans Arabic','IBM Plex Sans',Arial,sans-serif;color:#1F1B16">
<div style="max-width:520px;margin:0 auto;padding:32px 24px;line-height:1.7">
<p style="font-size:22px;font-weight:600;margin:0 0 24px">${w.brand}</p>
<p>${escapeHtml(w.hello(r.name))}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p style="margin:28px 0"><a href="${escapeHtml(r.link)}" style="background:#B4532A;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(w.button)}</a></p>
</div></body></html>`;
  return { id: r.id, to: r.to, subject: w.subject(amount, r.orderNumber), text, html, lang: r.lang };
}
