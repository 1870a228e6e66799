import type { Language } from "#i18n/locales.ts";
import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

const WORDS = {
  ar: {
    subject: (sender: string) => `لديك بطاقة هدايا من ${sender} على منزل`,
    hello: (name: string) => `مرحبًا ${name}،`,
    lead: (sender: string) => `أرسل ${sender} إليك بطاقة هدايا من منزل، تسوّق بها ما تحب من أثاث وديكور.`,
    forWhom: (name: string) => `إلى: ${name}`,
    fromWhom: (name: string) => `من: ${name}`,
    code: "رمز بطاقة الهدايا",
    valid: (from: string, to: string) => `صالحة من ${from} حتى ${to}`,
    howTo: "أدخل الرمز في خانة الكوبون أو بطاقة الهدايا في سلة التسوق أو صفحة الدفع.",
    button: "تسوّق الآن على منزل",
    nonrefundable: "بطاقات الهدايا غير قابلة للاسترداد.",
    alt: "تصميم بطاقة الهدايا",
    brand: "منزل",
  },
  en: {
    subject: (sender: string) => `${sender} sent you a Manzil gift card`,
    hello: (name: string) => `Hello ${name},`,
    lead: (sender: string) =>
      `${sender} sent you a Manzil gift card: spend it on the furniture and decor you love.`,
    forWhom: (name: string) => `For: ${name}`,
    fromWhom: (name: string) => `From: ${name}`,
    code: "Your gift card code",
    valid: (from: string, to: string) => `Valid from ${from} until ${to}`,
    howTo: "Enter the code in the coupon or gift card field of your cart or the payment page.",
    button: "Shop at Manzil",
    nonrefundable: "Gift cards are nonrefundable.",
    alt: "The gift card's design",
    brand: "Manzil",
  },
} as const;

export interface GiftCardMailInput {
  /** The mail's Message-ID. */
  id: string;
  to: string;
  lang: Language;
  recipientName: string;
  senderName: string;
  message: string | null;
  code: string;
  /** The amount, already formatted in the card's currency and the mail's language. */
  amount: string;
  validFrom: string;
  validUntil: string;
  /** The card's design as a PNG, embedded in the mail. */
  image: Buffer;
  /** The store's home page in the mail's language. */
  link: string;
}

const CID = "gift-card-design@manzil";

/** The recipient's gift card mail, in the card's language, with its design embedded. */
export function giftCardMail(g: GiftCardMailInput): Mail {
  const w = WORDS[g.lang];
  const e = escapeHtml;
  const dir = g.lang === "ar" ? "rtl" : "ltr";
  const text = [
    w.hello(g.recipientName),
    "",
    w.lead(g.senderName),
    "",
    g.amount,
    w.forWhom(g.recipientName),
    w.fromWhom(g.senderName),
    ...(g.message ? ["", `"${g.message}"`] : []),
    "",
    `${w.code}: ${g.code}`,
    w.valid(g.validFrom, g.validUntil),
    w.howTo,
    "",
    g.link,
    "",
    w.nonrefundable,
    w.brand,
  ].join("\n");
  const html = `<!doctype html><html lang="${g.lang}" dir="${dir}"><body style="margin:0;background:#FAF7F2;font-family:'IBM Plex Sans Arabic','IBM Plex Sans',Arial,sans-serif;color:#1F1B16">
<div style="max-width:600px;margin:0 auto;padding:32px 20px;line-height:1.7">
<p style="font-size:22px;font-weight:600;margin:0 0 20px">${w.brand}</p>
<p style="margin:0 0 8px">${e(w.hello(g.recipientName))}</p>
<p style="margin:0 0 20px">${e(w.lead(g.senderName))}</p>
<img src="cid:${CID}" width="560" alt="${e(w.alt)}" style="display:block;width:100%;max-width:600px;height:auto;border-radius:16px;border:0">
<div style="background:#FFFFFF;border:1px solid #E8E1D7;border-radius:16px;padding:20px 24px;margin:16px 0">
<p style="font-size:30px;font-weight:700;margin:0 0 4px">${e(g.amount)}</p>
<p style="margin:0;color:#6B625A">${e(w.forWhom(g.recipientName))} · ${e(w.fromWhom(g.senderName))}</p>
${g.message ? `<p style="margin:16px 0 0;padding-inline-start:14px;border-inline-start:3px solid #B4532A;white-space:pre-line">${e(g.message)}</p>` : ""}
</div>
<p style="margin:24px 0 4px;font-weight:600">${e(w.code)}</p>
<p style="margin:0"><span dir="ltr" style="display:inline-block;font-family:'IBM Plex Mono',Menlo,Consolas,monospace;font-size:22px;font-weight:700;letter-spacing:2px;background:#F1E9DD;border-radius:10px;padding:10px 16px">${e(g.code)}</span></p>
<p style="margin:12px 0 0">${e(w.valid(g.validFrom, g.validUntil))}</p>
<p style="margin:4px 0 0;color:#6B625A;font-size:14px">${e(w.howTo)}</p>
<p style="margin:28px 0"><a href="${e(g.link)}" style="background:#B4532A;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${e(w.button)}</a></p>
<p style="color:#6B625A;font-size:13px;margin:0">${e(w.nonrefundable)}</p>
</div></body></html>`;
  return {
    id: g.id,
    to: g.to,
    subject: w.subject(g.senderName),
    text,
    html,
    lang: g.lang,
    inline: [{ cid: CID, filename: "gift-card.png", contentType: "image/png", content: g.image }],
  };
}
