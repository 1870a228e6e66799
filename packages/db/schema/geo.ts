import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { countryEnum, id } from "./common.ts";

/** Egypt's governorates and, for Saudi Arabia, its main cities (the specs' Governorate list). */
export const governorates = pgTable(
  "governorates",
  {
    id: id(),
    country: countryEnum("country").notNull(),
    name: text("name").notNull(),
    arName: text("ar_name").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [uniqueIndex("governorates_country_name_uq").on(t.country, t.name)],
);

export const areas = pgTable(
  "areas",
  {
    id: id(),
    governorateId: uuid("governorate_id")
      .notNull()
      .references(() => governorates.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    arName: text("ar_name").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("areas_governorate_name_uq").on(t.governorateId, t.name),
    index("areas_governorate_idx").on(t.governorateId),
  ],
);
