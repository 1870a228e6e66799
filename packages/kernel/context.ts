import type { CountryCode, Language } from "#i18n/locales.ts";
import type { Services } from "./services.ts";
import type { Executor } from "./tx.ts";

/** Administrators' privilege types (decision 0052); `admin` is the super administrator. */
const PRIVILEGE_TYPES = ["admin", "catalog", "orders", "finance", "content", "support"] as const;
export type PrivilegeType = (typeof PRIVILEGE_TYPES)[number];

export interface SessionUser {
  id: string;
  role: "customer" | "designer" | "manufacturer";
  privilageType: PrivilegeType | null;
  status: "active" | "blocked" | "deactivated";
}

/**
 * What every service receives first: who asks, in which language and country, where to read and
 * write (the database or the caller's transaction, decision 0050) and the adapters built once at
 * start (mailer, storage, clock, jobs, payment providers).
 */
export interface RequestContext {
  db: Executor;
  user: SessionUser | null;
  language: Language;
  country: CountryCode;
  services: Services;
  /**
   * A read replica for public catalogue reads (decision 0078): set by the GraphQL layer only for a
   * query operation of a visitor or customer; services use it only through `onReplica(ctx)`.
   */
  replica?: Executor;
  /** The client's address as the server sees it (login throttle, decision 0073); absent in jobs. */
  clientIp?: string;
  /** The admin API's count of audit entries this request wrote (decision 0111). */
  auditTrail?: { recorded: number };
}
