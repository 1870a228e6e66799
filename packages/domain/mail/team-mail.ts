import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

/** A form someone sent us, for the team's inbox (decision 0065): English, every field listed. */
export function teamFormMail(m: {
  id: string;
  to: string;
  subject: string;
  /** Label → value, in order. */
  fields: Array<[string, string]>;
}): Mail {
  const e = escapeHtml;
  const text = m.fields.map(([k, v]) => `${k}: ${v}`).join("\n");
  const rows = m.fields
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#6B625A;font-weight:600">${e(k)}</th><td style="padding:6px 0;white-space:pre-line" dir="auto">${e(v)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#FAF7F2;font-family:Arial,sans-serif;color:#1F1B16">
<div style="max-width:640px;margin:0 auto;padding:24px 20px;line-height:1.6">
<p style="font-size:18px;font-weight:600;margin:0 0 16px">${e(m.subject)}</p>
<table style="border-collapse:collapse;width:100%">${rows}</table>
</div></body></html>`;
  return { id: m.id, to: m.to, subject: m.subject, text, html, lang: "en" };
}
