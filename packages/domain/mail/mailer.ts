import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Transporter } from "nodemailer";
import type { Mail, Mailer } from "#kernel/services.ts";

export type { Mail, Mailer };

/**
 * Sends through SMTP when `smtpUrl` is set (smtp://user:pass@host:port, smtps://...), otherwise
 * writes each message as an .eml file into `outboxDir` for the developer to open.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      target: "smtp",
      async send(mail) {
        await (await transport()).sendMail(message(mail, options.from));
      },
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    target: options.outboxDir,
    async send(mail) {
      const info = await (await transport()).sendMail(message(mail, options.from));
      mkdirSync(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(options.outboxDir, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
      writeFileSync(file, info.message as Buffer);
    },
  };
}

/** A transport made at the first message: nodemailer is loaded only once a mail is sent (decision 0089). */
function lazyTransport(
  make: (nodemailer: typeof import("nodemailer")["default"]) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then((m) => make(m.default));
    return transport;
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
