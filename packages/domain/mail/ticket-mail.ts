import type { Language } from "#i18n/locales.ts";
import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

const WORDS = {
  ar: {
    subject: (ticket: string) => `رد جديد على طلب إضافة المنتج: ${ticket}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    lead: (ticket: string) => `أرسل فريق منزل ردًا جديدًا على طلب إضافة المنتج «${ticket}».`,
    files: (n: number) =>
      n === 1 ? "مع الرد ملف مرفق." : n === 2 ? "مع الرد ملفان مرفقان." : `مع الرد ${n} ملفات مرفقة.`,
    button: "اقرأ الرد وأجب عليه",
    brand: "منزل",
  },
  en: {
    subject: (ticket: string) => `New reply on your product request: ${ticket}`,
    hello: (name: string) => `Hello ${name},`,
    lead: (ticket: string) => `The Manzil team replied to your product request "${ticket}".`,
    files: (n: number) => (n === 1 ? "The reply has a file attached." : `The reply has ${n} files attached.`),
    button: "Read the reply and answer",
    brand: "Manzil",
  },
} as const;

export interface TicketReplyMailInput {
  id: string;
  to: string;
  lang: Language;
  name: string;
  ticketName: string;
  /** The reply's text (the first 600 characters). */
  excerpt: string;
  files: number;
  link: string;
}

/** The designer's mail when the team replies on a ticket (decision 0060). */
export function ticketReplyMail(m: TicketReplyMailInput): Mail {
  const w = WORDS[m.lang];
  const e = escapeHtml;
  const excerpt = m.excerpt.length > 600 ? `${m.excerpt.slice(0, 600)}…` : m.excerpt;
  const text = [
    w.hello(m.name),
    "",
    w.lead(m.ticketName),
    ...(excerpt ? ["", excerpt] : []),
    ...(m.files ? ["", w.files(m.files)] : []),
    "",
    `${w.button}: ${m.link}`,
    "",
    w.brand,
  ].join("\n");
  const html = `<!doctype html><html lang="${m.lang}" dir="${m.lang === "ar" ? "rtl" : "ltr"}"><body style="margin:0;background:#FAF7F2;font-family:'IBM Plex Sans Arabic','IBM Plex Sans',Arial,sans-serif;color:#1F1B16">
<div style="max-width:600px;margin:0 auto;padding:32px 20px;line-height:1.7">
<p style="font-size:22px;font-weight:600;margin:0 0 20px">${w.brand}</p>
<p style="margin:0 0 8px">${e(w.hello(m.name))}</p>
<p style="margin:0 0 16px">${e(w.lead(m.ticketName))}</p>
${excerpt ? `<p style="margin:0 0 16px;padding-inline-start:14px;border-inline-start:3px solid #B4532A;white-space:pre-line">${e(excerpt)}</p>` : ""}
${m.files ? `<p style="margin:0 0 16px;color:#6B625A">${e(w.files(m.files))}</p>` : ""}
<p style="margin:28px 0"><a href="${e(m.link)}" style="background:#B4532A;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${e(w.button)}</a></p>
</div></body></html>`;
  return { id: m.id, to: m.to, subject: w.subject(m.ticketName), text, html, lang: m.lang };
}
