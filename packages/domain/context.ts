import type { Db } from "#db/client.ts";
import type { CountryCode, Language } from "#i18n/locales.ts";

export interface SessionUser {
  id: string;
  role: "customer" | "designer" | "manufacturer";
  privilageType: "admin" | "editor" | null;
  status: "active" | "blocked" | "deactivated";
}

/** What every service receives first: who asks, in which language and country, and the data. */
export interface RequestContext {
  db: Db;
  user: SessionUser | null;
  language: Language;
  country: CountryCode;
}
