import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { countryEnum, createdAt, id, languageEnum, updatedAt } from "./common.ts";

/** Key/value site settings; values are JSON so numbers stay numbers. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

export const sliders = pgTable("sliders", {
  id: id(),
  image: text("image").notNull(),
  country: countryEnum("country").notNull(),
  lang: languageEnum("lang").notNull(),
  link: text("link").notNull().default(""),
  displayOrder: integer("display_order").notNull().default(0),
});

/** Home-page banners; country/lang null means shown everywhere. */
export const banners = pgTable(
  "banners",
  {
    id: id(),
    image: text("image").notNull(),
    link: text("link").notNull().default(""),
    country: countryEnum("country"),
    lang: languageEnum("lang"),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("banners_order_idx").on(t.displayOrder)],
);

export const adverts = pgTable("adverts", {
  id: id(),
  image: text("image").notNull(),
  link: text("link").notNull().default(""),
  status: text("status", { enum: ["active", "inactive"] })
    .notNull()
    .default("active"),
  createdAt: createdAt(),
});

export const faqs = pgTable(
  "faqs",
  {
    id: id(),
    question: text("question").notNull(),
    arQuestion: text("ar_question").notNull(),
    answer: text("answer").notNull(),
    arAnswer: text("ar_answer").notNull(),
    /** Audience: customers, designers or general questions (the specs' `for`). */
    for: text("for", { enum: ["general", "customer", "designer"] })
      .notNull()
      .default("general"),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("faqs_for_idx").on(t.for, t.displayOrder)],
);

/** Static pages: about, privacy, terms, shipping, how (bodies are plain text with blank-line paragraphs). */
export const contentPages = pgTable(
  "content_pages",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    arTitle: text("ar_title").notNull(),
    body: text("body").notNull(),
    arBody: text("ar_body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("content_pages_slug_uq").on(t.slug)],
);

export const howItWorksStages = pgTable(
  "how_it_works_stages",
  {
    id: id(),
    /** Which journey the stage belongs to. */
    type: text("type", { enum: ["customer", "designer", "idesign"] }).notNull(),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    arTitle: text("ar_title").notNull(),
    description: text("description").notNull(),
    arDescription: text("ar_description").notNull(),
    image: text("image"),
  },
  (t) => [
    uniqueIndex("how_it_works_stages_type_number_uq").on(t.type, t.number),
    check("how_it_works_stages_number_ck", sql`${t.number} >= 1`),
  ],
);

/** A short introduction shown at the top of a page (deals, designers, blog ...). */
export const headerDescriptions = pgTable(
  "header_descriptions",
  {
    id: id(),
    page: text("page").notNull(),
    title: text("title").notNull().default(""),
    arTitle: text("ar_title").notNull().default(""),
    text: text("text").notNull(),
    arText: text("ar_text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("header_descriptions_page_uq").on(t.page)],
);
