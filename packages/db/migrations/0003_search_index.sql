-- Search (issue 5): the normalisation function, the product index kept current by triggers, and
-- the typo vocabulary. manzil_normalize mirrors packages/domain/search/normalize.rules.ts exactly
-- (normalize.test.ts compares them); it is IMMUTABLE so indexes and generated values may use it.
CREATE OR REPLACE FUNCTION manzil_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
  SELECT btrim(regexp_replace(
    ' ' || regexp_replace(
      translate(input, 'أإآٱىةؤئکی٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿÇçÑñABCDEFGHIJKLMNOPQRSTUVWXYZًٌٍَُِّْٰـ', 'اااايهويكي01234567890123456789aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyyccnnabcdefghijklmnopqrstuvwxyz'),
      '[^a-z0-9ء-غف-يپچڤگ]+', ' ', 'g'),
    ' (?:ال(?=[^ ]{2})|(?:وال|فال|بال|كال|لل)(?=[^ ]{3}))', ' ', 'g'))
$fn$;
--> statement-breakpoint
-- (Re)builds the index rows of the given products: names, designer, categories and tags in both
-- languages, availability and sales per country. Also adds the words to the typo vocabulary.
CREATE OR REPLACE FUNCTION manzil_product_search_refresh(ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  WITH src AS (
    SELECT p.id,
           p.status = 'active' AND p.product_status = 'accepted' AS listed,
           p.created_at,
           manzil_normalize(p.name || ' ' || p.ar_name) AS names,
           manzil_normalize(concat_ws(' ', c.name, c.ar_name, sc.name, sc.ar_name, d.name, d.ar_name)) AS related,
           manzil_normalize(coalesce(tg.words, '')) AS tag_words,
           coalesce(pr.eg_available, false) AS eg_available,
           coalesce(pr.sa_available, false) AS sa_available,
           coalesce(pr.ae_available, false) AS ae_available,
           coalesce(pr.eg_sales, 0) AS eg_sales,
           coalesce(pr.sa_sales, 0) AS sa_sales,
           coalesce(pr.ae_sales, 0) AS ae_sales
      FROM products p
      LEFT JOIN users d ON d.id = p.designer_id
      LEFT JOIN categories c ON c.id = p.category_id
      LEFT JOIN categories sc ON sc.id = p.sub_category_id
      LEFT JOIN LATERAL (
        SELECT string_agg(t.name || ' ' || t.ar_name, ' ') AS words
          FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
         WHERE pt.product_id = p.id) tg ON true
      LEFT JOIN LATERAL (
        SELECT bool_or(pp.country = 'eg' AND pp.available) AS eg_available,
               bool_or(pp.country = 'sa' AND pp.available) AS sa_available,
               bool_or(pp.country = 'ae' AND pp.available) AS ae_available,
               sum(pp.sales_number) FILTER (WHERE pp.country = 'eg') AS eg_sales,
               sum(pp.sales_number) FILTER (WHERE pp.country = 'sa') AS sa_sales,
               sum(pp.sales_number) FILTER (WHERE pp.country = 'ae') AS ae_sales
          FROM product_prices pp
         WHERE pp.product_id = p.id) pr ON true
     WHERE p.id = ANY (ids)
  ), written AS (
    INSERT INTO product_search AS ps (product_id, names, document, tsv, listed, eg_available, sa_available,
                                      ae_available, eg_sales, sa_sales, ae_sales, created_at)
    SELECT id, names, btrim(concat_ws(' ', names, related, tag_words)),
           setweight(to_tsvector('arabic', names), 'A') || setweight(to_tsvector('english', names), 'A') ||
           setweight(to_tsvector('arabic', related), 'B') || setweight(to_tsvector('english', related), 'B') ||
           setweight(to_tsvector('arabic', tag_words), 'C') || setweight(to_tsvector('english', tag_words), 'C'),
           listed, eg_available, sa_available, ae_available, eg_sales, sa_sales, ae_sales, created_at
      FROM src
    ON CONFLICT (product_id) DO UPDATE SET
      names = excluded.names, document = excluded.document, tsv = excluded.tsv, listed = excluded.listed,
      eg_available = excluded.eg_available, sa_available = excluded.sa_available,
      ae_available = excluded.ae_available, eg_sales = excluded.eg_sales, sa_sales = excluded.sa_sales,
      ae_sales = excluded.ae_sales, created_at = excluded.created_at
    RETURNING ps.document
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM written, regexp_split_to_table(written.document, ' ') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.name, n.ar_name, n.status, n.product_status, n.category_id, n.sub_category_id, n.designer_id, n.created_at)
           IS DISTINCT FROM
           (o.name, o.ar_name, o.status, o.product_status, o.category_id, o.sub_category_id, o.designer_id, o.created_at)));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_product_rows_new() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_product_rows_old() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_refresh(ARRAY(
    SELECT p.id FROM products p
     WHERE p.category_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                              WHERE (n.name, n.ar_name) IS DISTINCT FROM (o.name, o.ar_name))
        OR p.sub_category_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                                  WHERE (n.name, n.ar_name) IS DISTINCT FROM (o.name, o.ar_name))));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_tags_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_refresh(ARRAY(
    SELECT DISTINCT pt.product_id FROM product_tags pt
     WHERE pt.tag_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                          WHERE (n.name, n.ar_name) IS DISTINCT FROM (o.name, o.ar_name))));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_designers_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_refresh(ARRAY(
    SELECT p.id FROM products p
     WHERE p.designer_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                              WHERE (n.name, n.ar_name) IS DISTINCT FROM (o.name, o.ar_name))));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_products_updated();
--> statement-breakpoint
CREATE TRIGGER product_prices_search_insert AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_product_rows_new();
--> statement-breakpoint
CREATE TRIGGER product_prices_search_update AFTER UPDATE ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_product_rows_new();
--> statement-breakpoint
CREATE TRIGGER product_prices_search_delete AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_product_rows_old();
--> statement-breakpoint
CREATE TRIGGER product_tags_search_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_product_rows_new();
--> statement-breakpoint
CREATE TRIGGER product_tags_search_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_product_rows_old();
--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_categories_updated();
--> statement-breakpoint
CREATE TRIGGER tags_search_update AFTER UPDATE ON tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_tags_updated();
--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION manzil_search_designers_updated();
--> statement-breakpoint
-- Ranking keys of the current country, then newest: the listing order of a search without text.
CREATE INDEX product_search_created_idx ON product_search (created_at DESC) WHERE listed;
--> statement-breakpoint
SELECT manzil_product_search_refresh(ARRAY(SELECT id FROM products));
--> statement-breakpoint
UPDATE search_keywords SET normalized_keyword = manzil_normalize(keyword)
 WHERE normalized_keyword <> manzil_normalize(keyword)
   AND NOT EXISTS (SELECT 1 FROM search_keywords k2 WHERE k2.normalized_keyword = manzil_normalize(search_keywords.keyword));
