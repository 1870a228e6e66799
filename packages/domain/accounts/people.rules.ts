/** The People area's rules (decision 0112): where staff may move an account's status. */
import type { PersonStatus } from "./people.schema.ts";

const NEXT: Record<PersonStatus, PersonStatus[]> = {
  // block
  active: ["blocked"],
  // unblock
  blocked: ["active"],
  // reactivate (a user who deactivated themself), or block
  deactivated: ["active", "blocked"],
};

/** The statuses staff may move an account to from `status`. */
export const nextPersonStatuses = (status: PersonStatus): PersonStatus[] => NEXT[status];
