CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"document" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"listed" boolean NOT NULL,
	"eg_available" boolean DEFAULT false NOT NULL,
	"sa_available" boolean DEFAULT false NOT NULL,
	"ae_available" boolean DEFAULT false NOT NULL,
	"eg_sales" integer DEFAULT 0 NOT NULL,
	"sa_sales" integer DEFAULT 0 NOT NULL,
	"ae_sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_recent_searches" (
	"user_id" uuid NOT NULL,
	"normalized_keyword" text NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_recent_searches_user_id_normalized_keyword_pk" PRIMARY KEY("user_id","normalized_keyword")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recent_searches" ADD CONSTRAINT "user_recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_tsv_idx" ON "product_search" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_recent_searches_user_idx" ON "user_recent_searches" USING btree ("user_id","searched_at");