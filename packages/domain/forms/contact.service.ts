/** addContactMessage and addB2bEnquiry (decision 0065): saved, and the team told by mail. */
import * as s from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { parseInput } from "#kernel/input.ts";
import { withTransaction } from "#kernel/tx.ts";
import { guardForm } from "./abuse.ts";
import { B2bInput, ContactInput } from "./forms.schema.ts";
import { queueTeamMail } from "./team-mail.service.ts";

export async function addContactMessage(
  ctx: RequestContext,
  input: Record<string, unknown>,
): Promise<{ _id: string }> {
  const { robot, ...message } = parseInput(ContactInput, input);
  await guardForm(ctx, "contact", message.email, robot);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(s.contactMessages)
      .values({ ...message, userId: tx.user?.id ?? null, createdAt: tx.services.clock.now() })
      .returning({ id: s.contactMessages.id });
    await queueTeamMail(tx, "contact", row!.id);
    return { _id: row!.id };
  });
}

export async function addB2bEnquiry(
  ctx: RequestContext,
  input: Record<string, unknown>,
): Promise<{ _id: string }> {
  const { robot, ...enquiry } = parseInput(B2bInput, input);
  await guardForm(ctx, "b2b", enquiry.email, robot);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(s.b2bEnquiries)
      .values({ ...enquiry, userId: tx.user?.id ?? null, createdAt: tx.services.clock.now() })
      .returning({ id: s.b2bEnquiries.id });
    await queueTeamMail(tx, "b2b", row!.id);
    return { _id: row!.id };
  });
}
