/** Frequently asked questions by audience (decision 0063). */
import { asc, eq } from "drizzle-orm";
import { faqs } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { parseInput } from "#kernel/input.ts";
import { faqsQuerySchema } from "./pages.schema.ts";

export type FaqRow = typeof faqs.$inferSelect;

/** The questions for one audience (general, customer, designer), or all, in display order. */
export async function listFaqs(
  ctx: Pick<RequestContext, "db">,
  input: { for?: string | null },
): Promise<FaqRow[]> {
  const parsed = parseInput(faqsQuerySchema, { for: input.for || undefined });
  return ctx.db
    .select()
    .from(faqs)
    .where(parsed.for ? eq(faqs.for, parsed.for) : undefined)
    .orderBy(asc(faqs.displayOrder));
}
