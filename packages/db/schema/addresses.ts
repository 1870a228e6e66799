import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { countryEnum, createdAt, id, updatedAt } from "./common.ts";
import { areas, governorates } from "./geo.ts";
import { users } from "./users.ts";

/** A user's delivery address. The user's first address (oldest) prices the cart. */
export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    country: countryEnum("country").notNull(),
    fName: text("f_name").notNull(),
    lName: text("l_name").notNull().default(""),
    email: text("email"),
    /** Phone without the country code, at most 10 digits. */
    phone: text("phone").notNull(),
    /** International dialling code, e.g. +20. */
    code: text("code").notNull().default(""),
    address1: text("address1").notNull().default(""),
    address2: text("address2").notNull().default(""),
    /** Governorate (or Saudi city) name as shown; governorateId links the list entry. */
    city: text("city").notNull(),
    governorateId: uuid("governorate_id").references(() => governorates.id, { onDelete: "set null" }),
    area: text("area").notNull().default(""),
    areaId: uuid("area_id").references(() => areas.id, { onDelete: "set null" }),
    state: text("state").notNull().default(""),
    zipCode: integer("zip_code"),
    streetName: text("street_name").notNull().default(""),
    floorNo: integer("floor_no"),
    building: text("building").notNull().default(""),
    apartment: text("apartment").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId, t.createdAt),
    // One form, E.164 (decision 0133).
    check("addresses_phone_ck", sql`${t.phone} ~ '^[+][0-9]{3,15}$'`),
    check("addresses_floor_ck", sql`${t.floorNo} is null or ${t.floorNo} >= -5`),
  ],
);
