import { formatMoney } from "#i18n/format.ts";
import type { CountryCode, Language } from "#i18n/locales.ts";
import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

const WORDS = {
  ar: {
    subject: (n: string) => `تم تأكيد طلبك ${n} على منزل`,
    hello: (name: string) => `مرحبًا ${name}،`,
    body: "شكرًا لطلبك. هذه تفاصيله كما طلبته:",
    quantity: (q: number) => `الكمية: ${q}`,
    total: "الإجمالي",
    days: (d: number) =>
      `يصل خلال ${d === 1 ? "يوم واحد" : d === 2 ? "يومين" : d <= 10 ? `${d} أيام` : `${d} يومًا`}`,
    button: "متابعة طلباتي",
    brand: "منزل",
  },
  en: {
    subject: (n: string) => `Your Manzil order ${n} is confirmed`,
    hello: (name: string) => `Hello ${name},`,
    body: "Thank you for your order. Here it is as you placed it:",
    quantity: (q: number) => `Qty: ${q}`,
    total: "Total",
    days: (d: number) => `Arrives within ${d} day${d === 1 ? "" : "s"}`,
    button: "Follow my orders",
    brand: "Manzil",
  },
} as const;

export interface OrderMailInput {
  to: string;
  name: string;
  lang: Language;
  orderNumber: string;
  country: CountryCode;
  items: Array<{ name: string; arName: string; quantity: number; lineTotal: number }>;
  total: number;
  requiredDays: number;
  /** The shopper's orders page. */
  link: string;
}

/** The order confirmation, in the shopper's mail language. */
export function orderConfirmationMail(o: OrderMailInput): Mail {
  const w = WORDS[o.lang];
  const money = (minor: number) => formatMoney(minor, o.country, o.lang);
  const lines = o.items.map((i) => ({
    name: o.lang === "ar" ? i.arName : i.name,
    detail: `${w.quantity(i.quantity)} · ${money(i.lineTotal)}`,
  }));
  const text = [
    w.hello(o.name),
    "",
    w.body,
    "",
    ...lines.map((l) => `- ${l.name} (${l.detail})`),
    "",
    `${w.total}: ${money(o.total)}`,
    o.requiredDays > 0 ? w.days(o.requiredDays) : "",
    "",
    o.link,
    "",
    w.brand,
  ].join("\n");
  const dir = o.lang === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${o.lang}" dir="${dir}"><body style="margin:0;background:#FAF7F2;font-family:'IBM Plex Sans Arabic','IBM Plex Sans',Arial,sans-serif;color:#1F1B16">
<div style="max-width:520px;margin:0 auto;padding:32px 24px;line-height:1.7">
<p style="font-size:22px;font-weight:600;margin:0 0 24px">${w.brand}</p>
<p>${escapeHtml(w.hello(o.name))}</p>
<p>${escapeHtml(w.body)}</p>
<p style="font-weight:600">${escapeHtml(o.orderNumber)}</p>
<ul style="padding-inline-start:18px">${lines.map((l) => `<li>${escapeHtml(l.name)}<br><span style="color:#6B6259">${escapeHtml(l.detail)}</span></li>`).join("")}</ul>
<p style="font-size:18px;font-weight:600">${escapeHtml(w.total)}: ${escapeHtml(money(o.total))}</p>
${o.requiredDays > 0 ? `<p>${escapeHtml(w.days(o.requiredDays))}</p>` : ""}
<p style="margin:28px 0"><a href="${escapeHtml(o.link)}" style="background:#B4532A;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(w.button)}</a></p>
</div></body></html>`;
  return { to: o.to, subject: w.subject(o.orderNumber), text, html, lang: o.lang };
}
