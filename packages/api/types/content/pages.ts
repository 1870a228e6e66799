/** getAbout, getTerms(type), getPolicies, getHeaderDescriptionByPage(page): the information pages' text. */

import type { AboutFact } from "#domain/content/pages.rules.ts";
import {
  type AboutView,
  type ContentPageRow,
  getAbout,
  getHeaderDescription,
  getTerms,
  type HeaderDescriptionRow,
  listPolicies,
} from "#domain/content/pages.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import type { FieldsOf } from "../catalog/common.ts";

/** The fields of a content page, shared by ContentPage and About. */
const pageFields = <T extends ContentPageRow>(t: FieldsOf<T>) => ({
  _id: t.id({ resolve: (p) => p.id }),
  slug: t.string({ resolve: (p) => p.slug }),
  title: t.string({ resolve: (p) => p.title }),
  arTitle: t.string({ resolve: (p) => p.arTitle }),
  body: t.string({
    description: "Plain text; paragraphs are separated by a blank line",
    resolve: (p) => p.body,
  }),
  arBody: t.string({ resolve: (p) => p.arBody }),
  updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
});

const ContentPageRef = builder.objectRef<ContentPageRow>("ContentPage").implement({
  fields: (t) => pageFields(t),
});

const AboutFactRef = builder.objectRef<AboutFact>("AboutFact").implement({
  fields: (t) => ({
    value: t.exposeString("value"),
    label: t.exposeString("label"),
    arLabel: t.exposeString("arLabel"),
  }),
});

const AboutRef = builder.objectRef<AboutView>("About").implement({
  fields: (t) => ({
    ...pageFields(t),
    facts: t.field({ type: [AboutFactRef], resolve: (a) => a.facts }),
  }),
});

const HeaderDescriptionRef = builder.objectRef<HeaderDescriptionRow>("HeaderDescription").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    page: t.exposeString("page"),
    title: t.exposeString("title"),
    arTitle: t.exposeString("arTitle"),
    text: t.exposeString("text"),
    arText: t.exposeString("arText"),
  }),
});

builder.queryField("getAbout", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<AboutView>("About", AboutRef),
    description: "The about page with its facts (countries, brands, products), both languages",
    resolve: (_root, _args, ctx) => reply(ctx, () => getAbout(ctx)),
  }),
);

builder.queryField("getTerms", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<ContentPageRow>("Terms", ContentPageRef),
    description: "Terms and conditions of a customer (default) or a designer; another type is INVALID_VALUE",
    args: { type: t.arg.string() },
    resolve: (_root, args, ctx) => reply(ctx, () => getTerms(ctx, { type: args.type })),
  }),
);

builder.queryField("getPolicies", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<ContentPageRow[]>("Policies", [ContentPageRef]),
    description: "The policy pages in order: privacy, shipping, returns",
    resolve: (_root, _args, ctx) => reply(ctx, () => listPolicies(ctx)),
  }),
);

builder.queryField("getHeaderDescriptionByPage", (t) =>
  t.field({
    ...guard.public,
    type: envelopeOf<HeaderDescriptionRow>("HeaderDescription", HeaderDescriptionRef),
    description: "The title and text at the top of a page; HEADER_DESCRIPTION_NOT_FOUND when it has none",
    args: { page: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => reply(ctx, () => getHeaderDescription(ctx, { page: args.page })),
  }),
);
