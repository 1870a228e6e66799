/** getFaqs(for): the questions of an audience (general, customer, designer), both languages. */
import { type FaqRow, listFaqs } from "#domain/content/faqs.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const FaqRef = builder.objectRef<FaqRow>("Faq").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    question: t.exposeString("question"),
    arQuestion: t.exposeString("arQuestion"),
    answer: t.exposeString("answer"),
    arAnswer: t.exposeString("arAnswer"),
    for: t.exposeString("for", { description: "general, customer or designer" }),
    displayOrder: t.exposeInt("displayOrder"),
  }),
});

builder.queryField("getFaqs", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<FaqRow[]>("Faqs", [FaqRef]),
    description:
      "Questions for general, customer or designer (all when empty); another value is INVALID_VALUE",
    args: { for: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => listFaqs(ctx, { for: args.for })),
  }),
);
