import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { countryEnum, createdAt, id } from "./common.ts";
import { users } from "./users.ts";

export const careers = pgTable(
  "careers",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    arTitle: text("ar_title").notNull(),
    description: text("description").notNull(),
    arDescription: text("ar_description").notNull(),
    location: text("location").notNull().default(""),
    arLocation: text("ar_location").notNull().default(""),
    employmentType: text("employment_type", { enum: ["full_time", "part_time", "internship", "contract"] })
      .notNull()
      .default("full_time"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("careers_slug_uq").on(t.slug)],
);

export const careerRequests = pgTable(
  "career_requests",
  {
    id: id(),
    careerId: uuid("career_id")
      .notNull()
      .references(() => careers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    comment: text("comment").notNull().default(""),
    /** Uploaded CV paths (at least one). */
    cvs: text("cvs").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("career_requests_career_idx").on(t.careerId, t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    feedbackType: text("feedback_type", { enum: ["question", "suggestion", "complaint", "order", "other"] })
      .notNull()
      .default("question"),
    comment: text("comment").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const b2bEnquiries = pgTable(
  "b2b_enquiries",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: countryEnum("country").notNull().default("eg"),
    city: text("city").notNull().default(""),
    businessType: text("business_type").notNull().default(""),
    /** Estimated pieces the company needs (decision 0065). */
    quantity: integer("quantity"),
    message: text("message").notNull(),
    attachments: text("attachments").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: ["new", "contacted", "closed"] })
      .notNull()
      .default("new"),
    createdAt: createdAt(),
  },
  (t) => [
    index("b2b_enquiries_created_idx").on(t.createdAt),
    check("b2b_enquiries_quantity_ck", sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);
