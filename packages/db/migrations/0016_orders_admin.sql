DROP INDEX "orders_status_idx";--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_reason" text;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total_price");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_price");--> statement-breakpoint
CREATE INDEX "orders_method_created_idx" ON "orders" USING btree ("payment_method","created_at");--> statement-breakpoint
CREATE INDEX "orders_country_created_idx" ON "orders" USING btree ("ordered_from","created_at");--> statement-breakpoint
CREATE INDEX "orders_order_id_trgm_idx" ON "orders" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);