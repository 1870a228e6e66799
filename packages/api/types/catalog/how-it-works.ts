/** getHowItWorksStages(type): the steps of a journey (customer, designer, idesign), both languages. */
import { listHowItWorksStages, type StageRow } from "#domain/content/stages.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const StageRef = builder.objectRef<StageRow>("HowItWorksStage").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    type: t.exposeString("type"),
    number: t.exposeInt("number"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    image: t.exposeString("image", { nullable: true }),
  }),
});

builder.queryField("getHowItWorksStages", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<StageRow[]>("HowItWorksStages", [StageRef]),
    description:
      "How-it-works stages of a journey (customer, designer, idesign) by number; all without a type",
    args: { type: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => listHowItWorksStages(ctx, { type: args.type })),
  }),
);
