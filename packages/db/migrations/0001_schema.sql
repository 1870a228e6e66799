CREATE TYPE "public"."country" AS ENUM('eg', 'sa', 'ae');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('EGP', 'SAR', 'AED');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country" "country" NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"governorate_id" uuid,
	"area" text DEFAULT '' NOT NULL,
	"area_id" uuid,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" integer,
	"street_name" text DEFAULT '' NOT NULL,
	"floor_no" integer,
	"building" text DEFAULT '' NOT NULL,
	"apartment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_phone_ck" CHECK ("addresses"."phone" ~ '^[0-9]{1,10}$'),
	CONSTRAINT "addresses_floor_ck" CHECK ("addresses"."floor_no" is null or "addresses"."floor_no" >= -5)
);
--> statement-breakpoint
CREATE TABLE "oauth_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid,
	"image_id" uuid,
	"features" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"gift_card_id" uuid,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_uq" UNIQUE NULLS NOT DISTINCT("cart_id","image_id","gift_card_id","features"),
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_kind_ck" CHECK (("cart_items"."image_id" is not null and "cart_items"."product_id" is not null) or "cart_items"."gift_card_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_in" "country" DEFAULT 'eg' NOT NULL,
	"coupon_id" uuid,
	"applied_gift_card_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"color" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"show_on_product_card" boolean DEFAULT true NOT NULL,
	"show_on_product_page" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ar_description" text DEFAULT '' NOT NULL,
	"image" text,
	"banner" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"parent_id" uuid,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ar_description" text DEFAULT '' NOT NULL,
	"image" text,
	"banner" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_discount_ck" CHECK ("collections"."discount" between 0 and 100),
	CONSTRAINT "collections_dates_ck" CHECK ("collections"."end_date" >= "collections"."start_date")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"property" text NOT NULL,
	"ar_property" text NOT NULL,
	"value" text NOT NULL,
	"ar_value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ar_description" text DEFAULT '' NOT NULL,
	"feature_image" text,
	"stage" integer DEFAULT 0 NOT NULL,
	"eg_extra_price" integer DEFAULT 0 NOT NULL,
	"su_extra_price" integer DEFAULT 0 NOT NULL,
	"em_extra_price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "features_extra_ck" CHECK ("features"."eg_extra_price" >= 0 and "features"."su_extra_price" >= 0 and "features"."em_extra_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"discount" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"sales_number" integer DEFAULT 0 NOT NULL,
	"in_home" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_discount_ck" CHECK ("offers"."discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "product_badges" (
	"product_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	CONSTRAINT "product_badges_product_id_badge_id_pk" PRIMARY KEY("product_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"path" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"primary_image" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"eg_extra_price" integer DEFAULT 0 NOT NULL,
	"su_extra_price" integer DEFAULT 0 NOT NULL,
	"em_extra_price" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_extra_ck" CHECK ("product_images"."eg_extra_price" >= 0 and "product_images"."su_extra_price" >= 0 and "product_images"."em_extra_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid NOT NULL,
	"country" "country" NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"price" integer NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	"site_revenue" integer DEFAULT 0 NOT NULL,
	"manufacturing_cost" integer DEFAULT 0 NOT NULL,
	"shipping_expense" integer DEFAULT 0 NOT NULL,
	"required_days" integer DEFAULT 7 NOT NULL,
	"sales_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_prices_product_id_country_pk" PRIMARY KEY("product_id","country"),
	CONSTRAINT "product_prices_price_ck" CHECK ("product_prices"."price" >= 0),
	CONSTRAINT "product_prices_tax_ck" CHECK ("product_prices"."tax" >= 0),
	CONSTRAINT "product_prices_sales_ck" CHECK ("product_prices"."sales_number" >= 0),
	CONSTRAINT "product_prices_costs_ck" CHECK ("product_prices"."revenue" >= 0 and "product_prices"."site_revenue" >= 0 and "product_prices"."manufacturing_cost" >= 0 and "product_prices"."shipping_expense" >= 0 and "product_prices"."required_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ar_description" text DEFAULT '' NOT NULL,
	"brief_description" text DEFAULT '' NOT NULL,
	"ar_brief_description" text DEFAULT '' NOT NULL,
	"lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"ar_lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"product_status" text DEFAULT 'accepted' NOT NULL,
	"is_idesign" boolean DEFAULT false NOT NULL,
	"idesign_stages" integer DEFAULT 0 NOT NULL,
	"designer_stage" integer DEFAULT 0 NOT NULL,
	"is_available_for_cod" boolean DEFAULT true NOT NULL,
	"egypt_only" boolean DEFAULT false NOT NULL,
	"base_price" integer DEFAULT 0 NOT NULL,
	"available_edition" integer DEFAULT 0 NOT NULL,
	"init_available_edition" integer DEFAULT 0 NOT NULL,
	"max_per_order" integer DEFAULT 5 NOT NULL,
	"single_weight" integer DEFAULT 0 NOT NULL,
	"in_home" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"ticket_for_competition" boolean DEFAULT false NOT NULL,
	"display_order_in_category" integer DEFAULT 0 NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" uuid,
	"sub_category_id" uuid,
	"collection_id" uuid,
	"offer_id" uuid,
	"designer_id" uuid,
	"manufacturer_id" uuid,
	"acception_date" timestamp with time zone,
	"rejection_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_edition_ck" CHECK ("products"."available_edition" >= 0),
	CONSTRAINT "products_max_per_order_ck" CHECK ("products"."max_per_order" >= 1),
	CONSTRAINT "products_base_price_ck" CHECK ("products"."base_price" >= 0),
	CONSTRAINT "products_init_edition_ck" CHECK ("products"."init_available_edition" >= 0),
	CONSTRAINT "products_weight_ck" CHECK ("products"."single_weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ar_description" text DEFAULT '' NOT NULL,
	"image" text,
	"author_id" uuid,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"post_id" uuid,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"rating" integer,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_review_rating_ck" CHECK ("reviews"."type" <> 'review' or "reviews"."rating" is not null),
	CONSTRAINT "reviews_target_ck" CHECK ("reviews"."product_id" is not null or "reviews"."post_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_uq" UNIQUE NULLS NOT DISTINCT("user_id","product_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"country" "country",
	"lang" "language",
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"body" text NOT NULL,
	"ar_body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"ar_question" text NOT NULL,
	"answer" text NOT NULL,
	"ar_answer" text NOT NULL,
	"for" text DEFAULT 'general' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"ar_title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"ar_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "how_it_works_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text NOT NULL,
	"ar_description" text NOT NULL,
	"image" text,
	CONSTRAINT "how_it_works_stages_number_ck" CHECK ("how_it_works_stages"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"country" "country" NOT NULL,
	"lang" "language" NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designer_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"category_id" uuid,
	"product_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_price" integer NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"product_status" text DEFAULT 'waiting' NOT NULL,
	"acception_date" timestamp with time zone,
	"rejection_date" timestamp with time zone,
	"new_message" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designer_tickets_base_price_ck" CHECK ("designer_tickets"."base_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"currency" "currency" DEFAULT 'EGP' NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_details_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_amount_ck" CHECK ("payout_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "profits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profit_for" text NOT NULL,
	"order_id" uuid,
	"order_item_id" uuid,
	"product_id" uuid,
	"country" "country" NOT NULL,
	"currency" "currency" NOT NULL,
	"sales_count" integer DEFAULT 1 NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profits_amount_ck" CHECK ("profits"."amount" >= 0),
	CONSTRAINT "profits_sales_ck" CHECK ("profits"."sales_count" >= 0),
	CONSTRAINT "profits_percentage_ck" CHECK ("profits"."percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"sender_id" uuid,
	"from_team" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"payout_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_ck" CHECK ("wallet_transactions"."amount" <> 0),
	CONSTRAINT "wallet_transactions_balance_ck" CHECK ("wallet_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "b2b_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" "country" DEFAULT 'eg' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"career_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"cvs" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text NOT NULL,
	"description" text NOT NULL,
	"ar_description" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"ar_location" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT 'full_time' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"feedback_type" text DEFAULT 'question' NOT NULL,
	"comment" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"governorate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governorates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" "country" NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"currency" "currency" NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_amount_ck" CHECK ("coupon_uses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"image_id" uuid,
	"gift_card_id" uuid,
	"designer_id" uuid,
	"sku" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"ar_name" text NOT NULL,
	"image_path" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_discount" integer DEFAULT 0 NOT NULL,
	"line_total" integer NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	"site_revenue" integer DEFAULT 0 NOT NULL,
	"manufacturing_cost" integer DEFAULT 0 NOT NULL,
	"shipping_expense" integer DEFAULT 0 NOT NULL,
	"required_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_money_ck" CHECK ("order_items"."unit_price" >= 0 and "order_items"."unit_discount" >= 0 and "order_items"."unit_discount" <= "order_items"."unit_price" and "order_items"."line_total" >= 0
        and "order_items"."tax" >= 0 and "order_items"."revenue" >= 0 and "order_items"."site_revenue" >= 0 and "order_items"."manufacturing_cost" >= 0
        and "order_items"."shipping_expense" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid,
	"cart_id" uuid,
	"address_id" uuid,
	"shipping_address" jsonb NOT NULL,
	"ordered_from" "country" NOT NULL,
	"currency" "currency" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"trnx_id" text,
	"trnx_status" text DEFAULT 'pending' NOT NULL,
	"is_paid_as_request" boolean DEFAULT false NOT NULL,
	"fawry_ref" text,
	"source_data" jsonb,
	"subtotal" integer NOT NULL,
	"shipping_fees" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"used_coupon_id" uuid,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"used_gift_card_id" uuid,
	"gift_card_amount" integer DEFAULT 0 NOT NULL,
	"used_referral_code" text,
	"referral_discount" integer DEFAULT 0 NOT NULL,
	"cod_fees" integer DEFAULT 0 NOT NULL,
	"cod_amount" integer DEFAULT 0 NOT NULL,
	"total_price" integer NOT NULL,
	"required_days" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_money_ck" CHECK ("orders"."subtotal" >= 0 and "orders"."shipping_fees" >= 0 and "orders"."discount" >= 0 and "orders"."coupon_discount" >= 0
        and "orders"."gift_card_amount" >= 0 and "orders"."referral_discount" >= 0 and "orders"."cod_fees" >= 0
        and "orders"."cod_amount" >= 0 and "orders"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"email" text,
	"credit_method" text DEFAULT 'bank' NOT NULL,
	"country" "country" DEFAULT 'eg' NOT NULL,
	"expiry_date" text,
	"provider_token" text,
	"brand" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_details_last4_ck" CHECK ("payment_details"."last4" is null or "payment_details"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_details_expiry_ck" CHECK ("payment_details"."expiry_date" is null or "payment_details"."expiry_date" ~ '^(0[1-9]|1[0-2])/[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"group_name" text NOT NULL,
	"ar_group_name" text NOT NULL,
	"group_icon" text DEFAULT '' NOT NULL,
	"group_description" text DEFAULT '' NOT NULL,
	"ar_group_description" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"display_name" text NOT NULL,
	"ar_display_name" text NOT NULL,
	"is_installment" boolean DEFAULT false NOT NULL,
	"min_amount" integer,
	"max_amount" integer,
	"supported_countries" "country"[] DEFAULT '{eg}'::country[] NOT NULL,
	"description_method" text DEFAULT '' NOT NULL,
	"ar_description_method" text DEFAULT '' NOT NULL,
	"special_discount" integer DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percentage' NOT NULL,
	"promo_code" text,
	"promo_code_description" text DEFAULT '' NOT NULL,
	"ar_promo_code_description" text DEFAULT '' NOT NULL,
	"auto_apply_promo_code" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_methods_amounts_ck" CHECK (coalesce("payment_methods"."min_amount", 0) >= 0 and coalesce("payment_methods"."max_amount", 0) >= 0),
	CONSTRAINT "payment_methods_discount_ck" CHECK ("payment_methods"."special_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"ar_title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ar_description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"sub_category_id" uuid,
	"user_id" uuid,
	"country" "country",
	"sales_number" integer DEFAULT 0 NOT NULL,
	"available_sales" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"maximum_discount" integer,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"eg_min_purchase" integer DEFAULT 0 NOT NULL,
	"fixed_amount_discount" integer,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"governorate_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"area_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper_ck" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_available_sales_ck" CHECK ("coupons"."available_sales" >= 0),
	CONSTRAINT "coupons_sales_ck" CHECK ("coupons"."sales_number" >= 0),
	CONSTRAINT "coupons_discount_ck" CHECK ("coupons"."discount" between 0 and 100),
	CONSTRAINT "coupons_amounts_ck" CHECK (coalesce("coupons"."maximum_discount", 0) >= 0 and coalesce("coupons"."fixed_amount_discount", 0) >= 0 and "coupons"."eg_min_purchase" >= 0),
	CONSTRAINT "coupons_dates_ck" CHECK ("coupons"."end_date" >= "coupons"."start_date")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"currency" "currency" DEFAULT 'EGP' NOT NULL,
	"price" integer NOT NULL,
	"rest_amount" integer NOT NULL,
	"theme" text DEFAULT 'general' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_id" uuid,
	"message" text,
	"start_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_price_ck" CHECK ("gift_cards"."price" > 0),
	CONSTRAINT "gift_cards_rest_ck" CHECK ("gift_cards"."rest_amount" >= 0 and "gift_cards"."rest_amount" <= "gift_cards"."price"),
	CONSTRAINT "gift_cards_dates_ck" CHECK ("gift_cards"."expired_at" > "gift_cards"."start_at")
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"normalized_keyword" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"results_count" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_keywords_counts_ck" CHECK ("search_keywords"."count" >= 0 and "search_keywords"."results_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"kind" text DEFAULT 'other' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size_ck" CHECK ("uploads"."size" >= 0 and "uploads"."size" <= 52428800)
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"email" text,
	"password_hash" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"privilage_type" text,
	"status" text DEFAULT 'active' NOT NULL,
	"ar_name" text,
	"ar_description" text,
	"slug" text,
	"image" text,
	"city" text,
	"country" text,
	"description" text,
	"own_currency" "country" DEFAULT 'eg' NOT NULL,
	"fav_lang" "language" DEFAULT 'ar' NOT NULL,
	"mail_lang" "language" DEFAULT 'ar' NOT NULL,
	"responses_readed" integer DEFAULT 0 NOT NULL,
	"discount_code" text,
	"referred_by_id" text,
	"origin_meta" text,
	"gender" text,
	"phone" text,
	"birth_date" date,
	"gg_id" text,
	"fb_id" text,
	"wallet" integer DEFAULT 0 NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_wallet_ck" CHECK ("users"."wallet" >= 0),
	CONSTRAINT "users_email_lower_ck" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_applied_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("applied_gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_users_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_tickets" ADD CONSTRAINT "designer_tickets_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_tickets" ADD CONSTRAINT "designer_tickets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designer_tickets" ADD CONSTRAINT "designer_tickets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_payment_details_id_payment_details_id_fk" FOREIGN KEY ("payment_details_id") REFERENCES "public"."payment_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profits" ADD CONSTRAINT "profits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profits" ADD CONSTRAINT "profits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profits" ADD CONSTRAINT "profits_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profits" ADD CONSTRAINT "profits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_designer_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."designer_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_payout_request_id_payout_requests_id_fk" FOREIGN KEY ("payout_request_id") REFERENCES "public"."payout_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2b_enquiries" ADD CONSTRAINT "b2b_enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_requests" ADD CONSTRAINT "career_requests_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_used_coupon_id_coupons_id_fk" FOREIGN KEY ("used_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_used_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("used_gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_provider_subject_uq" ON "oauth_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "oauth_accounts_user_idx" ON "oauth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_open_uq" ON "carts" USING btree ("user_id") WHERE "carts"."status" = 'open' and "carts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_code_uq" ON "badges" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_uq" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "features_product_idx" ON "features" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "features_property_idx" ON "features" USING btree ("property");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_slug_uq" ON "offers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_prices_country_price_idx" ON "product_prices" USING btree ("country","price");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_designer_idx" ON "products" USING btree ("designer_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_uq" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_uq" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_type_published_idx" ON "posts" USING btree ("type","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_review_uq" ON "reviews" USING btree ("user_id","product_id") WHERE "reviews"."type" = 'review';--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","type","created_at");--> statement-breakpoint
CREATE INDEX "reviews_post_idx" ON "reviews" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "banners_order_idx" ON "banners" USING btree ("display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_uq" ON "content_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faqs_for_idx" ON "faqs" USING btree ("for","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "header_descriptions_page_uq" ON "header_descriptions" USING btree ("page");--> statement-breakpoint
CREATE UNIQUE INDEX "how_it_works_stages_type_number_uq" ON "how_it_works_stages" USING btree ("type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "designer_tickets_slug_uq" ON "designer_tickets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "designer_tickets_designer_idx" ON "designer_tickets" USING btree ("designer_id","product_status");--> statement-breakpoint
CREATE INDEX "payout_requests_user_idx" ON "payout_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "profits_user_idx" ON "profits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profits_order_idx" ON "profits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "b2b_enquiries_created_idx" ON "b2b_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "career_requests_career_idx" ON "career_requests" USING btree ("career_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "careers_slug_uq" ON "careers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_governorate_name_uq" ON "areas" USING btree ("governorate_id","name");--> statement-breakpoint
CREATE INDEX "areas_governorate_idx" ON "areas" USING btree ("governorate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "governorates_country_name_uq" ON "governorates" USING btree ("country","name");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_coupon_user_uq" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_designer_idx" ON "order_items" USING btree ("designer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_uq" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_trnx_idx" ON "orders" USING btree ("trnx_id");--> statement-breakpoint
CREATE INDEX "payment_details_user_idx" ON "payment_details" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_method_uq" ON "payment_methods" USING btree ("method");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_uq" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_cards_sender_idx" ON "gift_cards" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_normalized_uq" ON "search_keywords" USING btree ("normalized_keyword");--> statement-breakpoint
CREATE INDEX "search_keywords_trgm_idx" ON "search_keywords" USING gin ("normalized_keyword" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_keywords_count_idx" ON "search_keywords" USING btree ("count");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path_uq" ON "uploads" USING btree ("path");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_uq" ON "users" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_discount_code_uq" ON "users" USING btree ("discount_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_gg_uq" ON "users" USING btree ("gg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_fb_uq" ON "users" USING btree ("fb_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");