import type { Language } from "#i18n/locales.ts";
import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

const WORDS = {
  ar: {
    subject: "إعادة تعيين كلمة المرور على منزل",
    hello: (name: string) => `مرحبًا ${name}،`,
    body: "طلبت إعادة تعيين كلمة المرور لحسابك على منزل. اضغط الزر لاختيار كلمة مرور جديدة:",
    button: "اختيار كلمة مرور جديدة",
    code: "أو أدخل هذا الرمز في صفحة كلمة المرور الجديدة:",
    expiry: (m: number) => `ينتهي هذا الرابط بعد ${m} دقيقة ويُستخدم مرة واحدة فقط.`,
    ignore: "إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء.",
    brand: "منزل",
  },
  en: {
    subject: "Reset your Manzil password",
    hello: (name: string) => `Hello ${name},`,
    body: "You asked to reset the password of your Manzil account. Use the button to choose a new one:",
    button: "Choose a new password",
    code: "Or enter this code on the new-password page:",
    expiry: (m: number) => `This link expires in ${m} minutes and works once.`,
    ignore: "If you did not ask for this, ignore this mail: nothing changes.",
    brand: "Manzil",
  },
} as const;

/** The forgot-password mail, in the user's mail language. */
export function resetPasswordMail(options: {
  to: string;
  name: string;
  lang: Language;
  link: string;
  token: string;
  ttlMinutes: number;
}): Mail {
  const w = WORDS[options.lang];
  const dir = options.lang === "ar" ? "rtl" : "ltr";
  const text = [
    w.hello(options.name),
    "",
    w.body,
    options.link,
    "",
    w.code,
    options.token,
    "",
    w.expiry(options.ttlMinutes),
    w.ignore,
    "",
    w.brand,
  ].join("\n");
  const html = `<!doctype html><html lang="${options.lang}" dir="${dir}"><body style="margin:0;background:#FAF7F2;font-family:'IBM Plex Sans Arabic','IBM Plex Sans',Arial,sans-serif;color:#1F1B16">
<div style="max-width:520px;margin:0 auto;padding:32px 24px;line-height:1.7">
<p style="font-size:22px;font-weight:600;margin:0 0 24px">${w.brand}</p>
<p>${escapeHtml(w.hello(options.name))}</p>
<p>${escapeHtml(w.body)}</p>
<p style="margin:28px 0"><a href="${escapeHtml(options.link)}" style="background:#B4532A;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(w.button)}</a></p>
<p>${escapeHtml(w.code)}<br><code style="font-size:15px;direction:ltr;unicode-bidi:embed">${escapeHtml(options.token)}</code></p>
<p style="color:#6B625A;font-size:14px">${escapeHtml(w.expiry(options.ttlMinutes))}<br>${escapeHtml(w.ignore)}</p>
</div></body></html>`;
  return { to: options.to, subject: w.subject, text, html, lang: options.lang };
}
