/** The audit screen's document (admin API; decisions 0111, 0112). */
import { graphql, type ResultOf } from "../../lib/graphql.ts";

export const AUDIT = graphql(`
  query AuditEntries($options: ListOptions, $filter: AuditFilter) {
    auditEntries(options: $options, filter: $filter) {
      status_code code message fieldErrors { field code message }
      data {
        total page pageSize
        items { _id createdAt actorId actorEmail actorPrivilege action entity entityId ip changes { field before after } }
      }
    }
  }
`);

export type AuditEntry = NonNullable<ResultOf<typeof AUDIT>["auditEntries"]["data"]>["items"][number];
