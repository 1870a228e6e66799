ALTER TABLE "gift_cards" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_language_ck" CHECK ("gift_cards"."language" in ('ar', 'en'));