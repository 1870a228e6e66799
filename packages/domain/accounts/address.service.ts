import { and, asc, eq, inArray } from "drizzle-orm";
import { addresses, areas, governorates } from "#db/schema/index.ts";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "#i18n/locales.ts";
import type { RequestContext } from "#kernel/context.ts";
import { DomainError } from "#kernel/errors.ts";
import { isRowId } from "#kernel/ids.ts";
import { parseInput } from "#kernel/input.ts";
import { AddressInput } from "./address.schema.ts";
import { requireUser, targetUserId } from "./profile.service.ts";

export type AddressRow = typeof addresses.$inferSelect;

export interface GovernorateView {
  id: string;
  country: CountryCode;
  name: { ar: string; en: string };
  areas: Array<{ id: string; name: { ar: string; en: string } }>;
}

function countryCode(value: string): CountryCode {
  const text = value.trim().toLowerCase();
  const found = COUNTRY_CODES.find((c) => c === text || COUNTRIES[c].name === text);
  if (!found || !COUNTRIES[found].enabled) throw new DomainError("CURRENCY_NOT_AVAILABLE", 500);
  return found;
}

/** getGovernorates: Egypt's governorates (or Saudi cities) with their areas, in display order. */
export async function getGovernorates(
  ctx: RequestContext,
  countryId?: string | null,
): Promise<GovernorateView[]> {
  const country = countryId ? countryCode(countryId) : ctx.country;
  const govs = await ctx.db
    .select()
    .from(governorates)
    .where(eq(governorates.country, country))
    .orderBy(asc(governorates.displayOrder), asc(governorates.name));
  const list = govs.length
    ? await ctx.db
        .select()
        .from(areas)
        .where(
          inArray(
            areas.governorateId,
            govs.map((g) => g.id),
          ),
        )
        .orderBy(asc(areas.displayOrder), asc(areas.name))
    : [];
  return govs.map((g) => ({
    id: g.id,
    country: g.country,
    name: { ar: g.arName, en: g.name },
    areas: list
      .filter((a) => a.governorateId === g.id)
      .map((a) => ({ id: a.id, name: { ar: a.arName, en: a.name } })),
  }));
}

/** The names of a country's governorates (Egypt) or cities (Saudi Arabia), in display order. */
export async function governorateNames(
  ctx: Pick<RequestContext, "db">,
  country: CountryCode,
): Promise<Array<{ name: string; arName: string }>> {
  return ctx.db
    .select({ name: governorates.name, arName: governorates.arName })
    .from(governorates)
    .where(eq(governorates.country, country))
    .orderBy(asc(governorates.displayOrder), asc(governorates.name));
}

/** The user's addresses, oldest first (the first one prices the cart). */
export async function listAddresses(ctx: RequestContext, userId: string): Promise<AddressRow[]> {
  const rows = await ctx.db
    .select({
      address: addresses,
      city: { en: governorates.name, ar: governorates.arName },
      area: { en: areas.name, ar: areas.arName },
    })
    .from(addresses)
    .leftJoin(governorates, eq(governorates.id, addresses.governorateId))
    .leftJoin(areas, eq(areas.id, addresses.areaId))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt));
  // The governorate (or city) and area in the reader's language, whichever language they were saved in.
  const lang = ctx.language === "ar" ? "ar" : "en";
  return rows.map(({ address, city, area }) => ({
    ...address,
    city: city?.[lang] ?? address.city,
    area: area?.[lang] ?? address.area,
  }));
}

/** One of the caller's addresses, or the specs' 500 'This address is not found for this user!'. */
export async function ownAddress(
  ctx: RequestContext,
  addressId: string,
  userId?: string,
): Promise<AddressRow> {
  const owner = userId ?? requireUser(ctx).id;
  const [row] = isRowId(addressId)
    ? await ctx.db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, owner)))
    : [];
  if (!row) throw new DomainError("ADDRESS_NOT_FOUND", 500);
  return row;
}

async function addressValues(ctx: RequestContext, input: unknown) {
  const a = parseInput(AddressInput, input);
  const country = countryCode(a.country);
  const [gov] = await ctx.db
    .select()
    .from(governorates)
    .where(and(eq(governorates.id, a.governorateId), eq(governorates.country, country)));
  if (!gov) throw new DomainError("INVALID_INPUT", 400, { governorateId: "INVALID_VALUE" });
  let area: typeof areas.$inferSelect | undefined;
  if (a.areaId) {
    [area] = await ctx.db.select().from(areas).where(eq(areas.id, a.areaId));
    if (!area || area.governorateId !== gov.id)
      throw new DomainError("INVALID_INPUT", 400, { areaId: "ADDRESS_AREA_MISMATCH" });
  }
  return {
    country,
    fName: a.fName,
    lName: a.lName ?? "",
    email: a.email ?? null,
    phone: a.phone,
    code: a.code || (country === "eg" ? "+20" : country === "sa" ? "+966" : "+971"),
    address1: a.address1 ?? "",
    address2: a.address2 ?? "",
    city: ctx.language === "ar" ? gov.arName : gov.name,
    governorateId: gov.id,
    area: area ? (ctx.language === "ar" ? area.arName : area.name) : "",
    areaId: area?.id ?? null,
    state: a.state ?? "",
    zipCode: a.zipCode,
    streetName: a.streetName,
    floorNo: a.floorNo,
    building: a.building,
    apartment: a.apartment ?? "",
  };
}

export async function addAddress(
  ctx: RequestContext,
  args: { user?: string | null } & Record<string, unknown>,
) {
  const userId = await targetUserId(ctx, args.user, "create", "address");
  const values = await addressValues(ctx, args);
  const [row] = await ctx.db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateAddress(
  ctx: RequestContext,
  args: { address: string; user?: string | null } & Record<string, unknown>,
) {
  const userId = await targetUserId(ctx, args.user, "update", "address");
  const existing = await ownAddress(ctx, args.address, userId);
  const values = await addressValues(ctx, args);
  const [row] = await ctx.db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, existing.id), eq(addresses.userId, userId)))
    .returning();
  return row!;
}

export async function removeAddress(ctx: RequestContext, args: { address: string; user?: string | null }) {
  const userId = await targetUserId(ctx, args.user, "delete", "address");
  const existing = await ownAddress(ctx, args.address, userId);
  await ctx.db.delete(addresses).where(and(eq(addresses.id, existing.id), eq(addresses.userId, userId)));
  return existing;
}
