DROP INDEX "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "order_items_order_sold_idx" ON "order_items" USING btree ("order_id","product_id","designer_id","quantity","line_total");