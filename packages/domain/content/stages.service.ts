/** How-it-works stages (number, title, description, image) of a journey: customer, designer, idesign. */
import { asc, eq } from "drizzle-orm";
import { howItWorksStages } from "#db/schema/index.ts";
import type { RequestContext } from "#kernel/context.ts";
import { parseInput } from "#kernel/input.ts";
import { stagesQuerySchema } from "./stages.schema.ts";

export type StageRow = typeof howItWorksStages.$inferSelect;

/** The stages of `type` in their order (every journey's, grouped by type, when `type` is empty). */
export async function listHowItWorksStages(
  ctx: Pick<RequestContext, "db">,
  input: { type?: string | null },
): Promise<StageRow[]> {
  const { type } = parseInput(stagesQuerySchema, { type: input.type ?? undefined });
  return ctx.db
    .select()
    .from(howItWorksStages)
    .where(type ? eq(howItWorksStages.type, type) : undefined)
    .orderBy(asc(howItWorksStages.type), asc(howItWorksStages.number));
}
