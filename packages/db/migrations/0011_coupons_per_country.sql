ALTER TABLE "coupons" DROP CONSTRAINT "coupons_amounts_ck";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "su_min_purchase" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "em_min_purchase" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amounts_ck" CHECK (coalesce("coupons"."maximum_discount", 0) >= 0 and coalesce("coupons"."fixed_amount_discount", 0) >= 0 and "coupons"."eg_min_purchase" >= 0 and "coupons"."su_min_purchase" >= 0 and "coupons"."em_min_purchase" >= 0);