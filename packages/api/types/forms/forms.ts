/** The forms people send us (decision 0065): public operations; the services apply the rules. */
import {
  addB2bEnquiry,
  addCareerRequest,
  addContactMessage,
  type CareerRow,
  getCareers,
  openCareer,
} from "#domain/forms/forms.api.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";

const CareerType = builder.objectRef<CareerRow>("Career").implement({
  description: "An open position",
  fields: (t) => ({
    _id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    description: t.exposeString("description"),
    arDescription: t.exposeString("arDescription"),
    location: t.exposeString("location"),
    arLocation: t.exposeString("arLocation"),
    employmentType: t.exposeString("employmentType", {
      description: "full_time, part_time, internship or contract",
    }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
  }),
});

const Sent = builder.objectRef<{ _id: string }>("SentForm").implement({
  fields: (t) => ({ _id: t.exposeID("_id") }),
});
const SentAnswer = envelopeOf("SentForm", Sent);

builder.queryField("getCareers", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<CareerRow[]>("Careers", [CareerType]),
    description: "The open positions",
    resolve: (_r, _a, ctx) => reply(ctx, () => getCareers(ctx)),
  }),
);

builder.queryField("getCareer", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<CareerRow>("OneCareer", CareerType),
    description: "One open position by id or slug (CAREER_NOT_FOUND when closed or unknown)",
    args: { career: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => reply(ctx, () => openCareer(ctx, args.career)),
  }),
);

const robot = { description: "The robot check's payload (visitors only)" };

builder.mutationField("addContactMessage", (t) =>
  t.field({
    ...guard.public,
    type: SentAnswer,
    args: {
      name: t.arg.string(),
      email: t.arg.string(),
      phone: t.arg.string(),
      comment: t.arg.string(),
      feedbackType: t.arg.string({ description: "question, suggestion, complaint, order or other" }),
      robot: t.arg.string(robot),
    },
    resolve: (_r, args, ctx) => reply(ctx, () => addContactMessage(ctx, args)),
  }),
);

builder.mutationField("addCareerRequest", (t) =>
  t.field({
    ...guard.public,
    type: SentAnswer,
    description: "Applies to an open position with CVs uploaded before (POST /api/careers/cv)",
    args: {
      career: t.arg.string({ required: true, description: "The position's id or slug" }),
      name: t.arg.string(),
      email: t.arg.string(),
      phone: t.arg.string(),
      comment: t.arg.string(),
      cvs: t.arg.idList(),
      robot: t.arg.string(robot),
    },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => addCareerRequest(ctx, { ...args, cvs: args.cvs?.map(String) ?? [] })),
  }),
);

builder.mutationField("addB2bEnquiry", (t) =>
  t.field({
    ...guard.public,
    type: SentAnswer,
    description: "A company's enquiry (estimated quantity in pieces)",
    args: {
      companyName: t.arg.string(),
      contactName: t.arg.string(),
      email: t.arg.string(),
      phone: t.arg.string(),
      country: t.arg.string({ description: "eg or sa" }),
      city: t.arg.string(),
      businessType: t.arg.string(),
      quantity: t.arg.string({ description: "Pieces, 1 to 100,000 (Arabic digits accepted)" }),
      message: t.arg.string(),
      robot: t.arg.string(robot),
    },
    resolve: (_r, args, ctx) => reply(ctx, () => addB2bEnquiry(ctx, args)),
  }),
);
