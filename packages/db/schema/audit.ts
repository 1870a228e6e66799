import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./common.ts";

/**
 * The back office's trail (decision 0111): one row per admin write, written in the write's own
 * transaction. The actor's e-mail and privilege type are kept as they were at the time.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    /** No foreign key: the trail outlives the accounts it names. */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    actorPrivilege: text("actor_privilege"),
    /** What was done: `<entity>.<verb>`, e.g. `order.status`, `ticket.accept`. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** The fields the write changed, as they were and as they became. */
    before: jsonb("before"),
    after: jsonb("after"),
    /** The client's address as the server saw it. */
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_entries_created_idx").on(t.createdAt),
    index("audit_entries_actor_idx").on(t.actorId, t.createdAt),
    index("audit_entries_entity_idx").on(t.entity, t.entityId, t.createdAt),
  ],
);
