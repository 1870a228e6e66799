import {
  type AddressRow,
  addAddress,
  type GovernorateView,
  getGovernorates,
  removeAddress,
  updateAddress,
} from "#domain/accounts/address.service.ts";
import { builder } from "../../builder.ts";
import { envelopeOf, guard, reply } from "../../envelope.ts";
import { countryOf } from "../country.ts";

export const Address = builder.objectRef<AddressRow>("Address").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    country: t.exposeString("country"),
    fName: t.exposeString("fName"),
    lName: t.exposeString("lName"),
    email: t.exposeString("email", { nullable: true }),
    phone: t.exposeString("phone"),
    code: t.exposeString("code"),
    address1: t.exposeString("address1"),
    address2: t.exposeString("address2"),
    city: t.exposeString("city", { description: "Governorate (Egypt) or city (Saudi Arabia) as chosen" }),
    governorateId: t.exposeID("governorateId", { nullable: true }),
    area: t.exposeString("area"),
    areaId: t.exposeID("areaId", { nullable: true }),
    state: t.exposeString("state"),
    zipCode: t.exposeInt("zipCode", { nullable: true }),
    streetName: t.exposeString("streetName"),
    floorNo: t.exposeInt("floorNo", { nullable: true }),
    building: t.exposeString("building"),
    apartment: t.exposeString("apartment"),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
  }),
});

const LocalName = builder.objectRef<{ ar: string; en: string }>("LocalName").implement({
  fields: (t) => ({ ar: t.exposeString("ar"), en: t.exposeString("en") }),
});
const Area = builder.objectRef<GovernorateView["areas"][number]>("Area").implement({
  fields: (t) => ({ _id: t.exposeID("id"), name: t.field({ type: LocalName, resolve: (a) => a.name }) }),
});
const Governorate = builder.objectRef<GovernorateView>("Governorate").implement({
  fields: (t) => ({
    _id: t.exposeID("id"),
    country: t.exposeString("country"),
    name: t.field({ type: LocalName, resolve: (g) => g.name }),
    areas: t.field({ type: [Area], resolve: (g) => g.areas }),
  }),
});

const AddressResponse = envelopeOf<AddressRow>("Address", Address);
const GovernoratesResponse = envelopeOf<GovernorateView[]>("Governorates", [Governorate]);

builder.queryField("getGovernorates", (t) =>
  t.field({
    ...guard.public,
    type: GovernoratesResponse,
    description: "Egypt's governorates or Saudi Arabia's cities, with their areas (countryId: eg, sa)",
    args: { countryId: t.arg.string() },
    resolve: (_r, args, ctx) => reply(ctx, () => getGovernorates(ctx, args.countryId)),
  }),
);

const addressArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  user: t.arg.id(),
  country: t.arg.string(),
  fName: t.arg.string(),
  lName: t.arg.string(),
  email: t.arg.string(),
  phone: t.arg.string(),
  code: t.arg.string(),
  governorateId: t.arg.id(),
  areaId: t.arg.id(),
  address1: t.arg.string(),
  address2: t.arg.string(),
  state: t.arg.string(),
  streetName: t.arg.string(),
  building: t.arg.string(),
  floorNo: t.arg.string(),
  apartment: t.arg.string(),
  zipCode: t.arg.string(),
  currentCountry: t.arg.string(),
});

const clean = (args: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args))
    if (v !== null && v !== undefined) out[k] = typeof v === "object" ? String(v) : v;
  return out;
};

builder.mutationField("addAddress", (t) =>
  t.field({
    ...guard.signedIn,
    type: AddressResponse,
    args: addressArgs(t),
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        addAddress(ctx, { ...clean(args), country: args.country ?? countryOf(args.currentCountry, ctx) }),
      ),
  }),
);

builder.mutationField("updateAddress", (t) =>
  t.field({
    ...guard.signedIn,
    type: AddressResponse,
    args: { ...addressArgs(t), address: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      reply(ctx, () =>
        updateAddress(ctx, {
          ...clean(args),
          address: String(args.address),
          country: args.country ?? countryOf(args.currentCountry, ctx),
        }),
      ),
  }),
);

builder.mutationField("removeAddress", (t) =>
  t.field({
    ...guard.signedIn,
    type: AddressResponse,
    args: { address: t.arg.id({ required: true }), user: t.arg.id() },
    resolve: (_r, args, ctx) =>
      reply(ctx, () => removeAddress(ctx, { address: String(args.address), user: args.user?.toString() })),
  }),
);
