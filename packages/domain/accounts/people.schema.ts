/**
 * Inputs of the back office's People area (decision 0112), one zod schema each, shared by the
 * services, the admin API and the forms. Messages are error codes.
 */
import { z } from "zod";
import { ROW_ID } from "#kernel/ids.ts";
import type { ListSpec } from "#kernel/list.ts";

export const PERSON_ROLES = ["customer", "designer", "manufacturer"] as const;
export const PERSON_STATUSES = ["active", "blocked", "deactivated"] as const;
export const PRIVILEGE_TYPES = ["admin", "catalog", "orders", "finance", "content", "support"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
export type PersonStatus = (typeof PERSON_STATUSES)[number];

const userId = z.string({ error: "FIELD_REQUIRED" }).regex(ROW_ID, "INVALID_VALUE");

/** The people list: by role, status and staff or not; newest first by default. */
export const PEOPLE_LIST = {
  sortable: ["createdAt", "name"],
  filter: z.object({
    role: z.enum(PERSON_ROLES, { error: "INVALID_VALUE" }).nullish(),
    status: z.enum(PERSON_STATUSES, { error: "INVALID_VALUE" }).nullish(),
    staff: z.boolean({ error: "INVALID_VALUE" }).nullish(),
    /** Joined on or after this day, and on or before `to` (days in the person's country, decision 0121). */
    from: z.iso.date({ error: "INVALID_VALUE" }).nullish(),
    to: z.iso.date({ error: "INVALID_VALUE" }).nullish(),
  }),
} as const satisfies ListSpec<string, z.ZodType>;

/** Block, unblock, reactivate, and/or change the role (`setUserStatus`). */
export const ChangePersonInput = z
  .object({
    user: userId,
    status: z.enum(PERSON_STATUSES, { error: "INVALID_VALUE" }).nullish(),
    role: z.enum(PERSON_ROLES, { error: "INVALID_VALUE" }).nullish(),
  })
  .refine((v) => v.status || v.role, { path: ["status"], message: "FIELD_REQUIRED" });

export const EndSessionsInput = z.object({ user: userId });

/** Grant a privilege type, or withdraw it (none). */
export const SetPrivilegeInput = z.object({
  user: userId,
  privilege: z.enum(PRIVILEGE_TYPES, { error: "INVALID_VALUE" }).nullish(),
});
