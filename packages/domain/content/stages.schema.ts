import { z } from "zod";

/** The journeys that have how-it-works stages (the `how_it_works_stages.type` values). */
const STAGE_TYPES = ["customer", "designer", "idesign"] as const;

/** getHowItWorksStages(type): one journey, or every stage when no type is given. */
export const stagesQuerySchema = z.object({
  type: z.enum(STAGE_TYPES, { message: "INVALID_VALUE" }).optional(),
});
