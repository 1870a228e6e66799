import { sql } from "drizzle-orm";
import { pgEnum, timestamp, uuid } from "drizzle-orm/pg-core";

/** Country codes as the database knows them (see packages/i18n/locales.ts). */
export const countryEnum = pgEnum("country", ["eg", "sa", "ae"]);
export const languageEnum = pgEnum("language", ["ar", "en"]);
/** ISO 4217 codes of the countries' currencies; money columns are integer minor units of it. */
export const currencyEnum = pgEnum("currency", ["EGP", "SAR", "AED"]);

export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
