ALTER TABLE "addresses" DROP CONSTRAINT "addresses_phone_ck";--> statement-breakpoint
-- Decision 0133: the numbers kept as typed (digits only) take their address's country code.
UPDATE "addresses" SET "phone" = (CASE WHEN "code" ~ '^[+][0-9]{1,4}$' THEN "code" WHEN "country" = 'sa' THEN '+966' WHEN "country" = 'ae' THEN '+971' ELSE '+20' END) || coalesce(nullif(ltrim("phone", '0'), ''), "phone") WHERE "phone" !~ '^[+]';--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_phone_ck" CHECK ("addresses"."phone" ~ '^[+][0-9]{3,15}$');
