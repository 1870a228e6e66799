import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";

import type { Mail, Mailer } from "#kernel/services.ts";

export type { Mail, Mailer };

/**
 * Sends through SMTP when `smtpUrl` is set (smtp://user:pass@host:port, smtps://...), otherwise
 * writes each message as an .eml file into `outboxDir` for the developer to open.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      target: "smtp",
      async send(mail) {
        await transport.sendMail(message(mail, options.from));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    target: options.outboxDir,
    async send(mail) {
      const info = await transport.sendMail(message(mail, options.from));
      mkdirSync(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(options.outboxDir, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
      writeFileSync(file, info.message as Buffer);
    },
  };
}

function message(mail: Mail, from: string) {
  return {
    from,
    messageId: mail.id ? `<${mail.id}>` : undefined,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { "Content-Language": mail.lang },
    attachments: mail.inline?.map((i) => ({ ...i, contentDisposition: "inline" as const })),
  };
}
