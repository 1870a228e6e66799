ALTER TABLE "designer_tickets" ADD COLUMN "ticket_for_competition" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_ticket_id_designer_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."designer_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_ticket_idx" ON "uploads" USING btree ("ticket_id");