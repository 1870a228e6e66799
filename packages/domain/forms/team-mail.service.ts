/** The `forms.team-mail` job: one mail to the team per saved form (decision 0065). */
import { eq } from "drizzle-orm";
import * as s from "#db/schema/index.ts";
import { getSettings } from "#domain/content/content.api.ts";
import { teamFormMail } from "#domain/mail/mail.api.ts";
import type { RequestContext } from "#kernel/context.ts";
import { enqueue } from "#kernel/jobs.ts";

export const TEAM_MAIL_TOPIC = "forms.team-mail";
export type FormKind = "contact" | "career" | "b2b";

/** Queues the team's mail about a saved form, in the transaction that saved it. */
export const queueTeamMail = (tx: RequestContext, kind: FormKind, id: string) =>
  enqueue(tx, TEAM_MAIL_TOPIC, { kind, id }, { key: `form-mail:${kind}:${id}` });

async function fieldsOf(ctx: RequestContext, kind: FormKind, id: string) {
  if (kind === "contact") {
    const [m] = await ctx.db.select().from(s.contactMessages).where(eq(s.contactMessages.id, id));
    return m
      ? {
          subject: `Contact (${m.feedbackType}): ${m.name}`,
          fields: [
            ["Name", m.name],
            ["Email", m.email],
            ["Phone", m.phone || "—"],
            ["Type", m.feedbackType],
            ["Message", m.comment],
          ] as Array<[string, string]>,
        }
      : null;
  }
  if (kind === "career") {
    const [r] = await ctx.db
      .select({ request: s.careerRequests, title: s.careers.title })
      .from(s.careerRequests)
      .innerJoin(s.careers, eq(s.careers.id, s.careerRequests.careerId))
      .where(eq(s.careerRequests.id, id));
    return r
      ? {
          subject: `Application: ${r.title} — ${r.request.name}`,
          fields: [
            ["Position", r.title],
            ["Name", r.request.name],
            ["Email", r.request.email],
            ["Phone", r.request.phone],
            ["Note", r.request.comment || "—"],
            ["CVs", `${r.request.cvs.length} file(s), in the dashboard`],
          ] as Array<[string, string]>,
        }
      : null;
  }
  const [b] = await ctx.db.select().from(s.b2bEnquiries).where(eq(s.b2bEnquiries.id, id));
  return b
    ? {
        subject: `B2B enquiry: ${b.companyName}`,
        fields: [
          ["Company", b.companyName],
          ["Contact", b.contactName],
          ["Email", b.email],
          ["Phone", b.phone],
          ["Country", b.country],
          ["City", b.city || "—"],
          ["Business", b.businessType || "—"],
          ["Quantity", String(b.quantity ?? "—")],
          ["Message", b.message],
        ] as Array<[string, string]>,
      }
    : null;
}

export async function sendTeamMail(ctx: RequestContext, kind: FormKind, id: string): Promise<void> {
  const to = (await getSettings(ctx)).supportEmail;
  const mail = await fieldsOf(ctx, kind, id);
  if (!mail || typeof to !== "string" || !to) return;
  await ctx.services.mailer.send(teamFormMail({ id: `form-${kind}-${id}@manzil`, to, ...mail }));
}
