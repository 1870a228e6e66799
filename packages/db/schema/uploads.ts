import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./common.ts";
import { designerTickets } from "./designers.ts";
import { users } from "./users.ts";

/** Files stored by the uploads adapter (local disk or object storage), by public path. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    /** Public path, e.g. /uploads/products/abc-800.webp. */
    path: text("path").notNull(),
    /** Storage key inside the adapter. */
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull().default(""),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    kind: text("kind", { enum: ["product", "avatar", "attachment", "cv", "category", "banner", "other"] })
      .notNull()
      .default("other"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The ticket a private attachment belongs to, once used (decision 0060). */
    ticketId: uuid("ticket_id").references(() => designerTickets.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("uploads_path_uq").on(t.path),
    index("uploads_user_idx").on(t.userId, t.createdAt),
    index("uploads_ticket_idx").on(t.ticketId),
    check("uploads_size_ck", sql`${t.size} >= 0 and ${t.size} <= 52428800`),
  ],
);
