import { SMTPServer } from "smtp-server";
import { createMailer } from "#domain/mail/mailer.ts";
import type { TestApp } from "./app.ts";

/**
 * Runs `work` with the app's mail going through a real SMTP server on a free local port; `received`
 * collects each message as it arrived on the wire. The app's mailer is restored afterwards.
 */
export async function withSmtpPeer<T>(t: TestApp, work: (received: string[]) => Promise<T>): Promise<T> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (c: Buffer) => {
        text += c.toString("utf8");
      });
      stream.on("end", () => {
        received.push(text);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  const mailer = t.services.mailer;
  t.services.mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: "/nonexistent",
    from: "Manzil <no-reply@manzil.test>",
  });
  try {
    return await work(received);
  } finally {
    t.services.mailer = mailer;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
