import { getSettings } from "#domain/content/settings.service.ts";
import { builder } from "../builder.ts";
import { envelopeOf, guard, reply } from "../envelope.ts";

const SettingsResponse = envelopeOf<Record<string, unknown>>("Settings", "JSON");

builder.queryField("getSettings", (t) =>
  t.field({
    ...guard.public,
    type: SettingsResponse,
    description: "Site settings: contacts, social links, site titles, conversion rates, COD fee",
    resolve: (_root, _args, ctx) => reply(ctx, () => getSettings(ctx)),
  }),
);
