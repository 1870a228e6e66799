ALTER TABLE "product_search" ADD COLUMN "eg_price" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "sa_price" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "ae_price" integer;
--> statement-breakpoint
-- (Re)builds the index rows of the given products: names, designer, categories and tags in both
-- languages, availability, sales and list price per country. Also adds the words to the typo vocabulary.
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
           coalesce(pr.ae_sales, 0) AS ae_sales,
           pr.eg_price, pr.sa_price, pr.ae_price
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
               sum(pp.sales_number) FILTER (WHERE pp.country = 'ae') AS ae_sales,
               min(pp.price) FILTER (WHERE pp.country = 'eg') AS eg_price,
               min(pp.price) FILTER (WHERE pp.country = 'sa') AS sa_price,
               min(pp.price) FILTER (WHERE pp.country = 'ae') AS ae_price
          FROM product_prices pp
         WHERE pp.product_id = p.id) pr ON true
     WHERE p.id = ANY (ids)
  ), written AS (
    INSERT INTO product_search AS ps (product_id, names, document, tsv, listed, eg_available, sa_available,
                                      ae_available, eg_sales, sa_sales, ae_sales, eg_price, sa_price, ae_price,
                                      created_at)
    SELECT id, names, btrim(concat_ws(' ', names, related, tag_words)),
           setweight(to_tsvector('arabic', names), 'A') || setweight(to_tsvector('english', names), 'A') ||
           setweight(to_tsvector('arabic', related), 'B') || setweight(to_tsvector('english', related), 'B') ||
           setweight(to_tsvector('arabic', tag_words), 'C') || setweight(to_tsvector('english', tag_words), 'C'),
           listed, eg_available, sa_available, ae_available, eg_sales, sa_sales, ae_sales, eg_price, sa_price,
           ae_price, created_at
      FROM src
    ON CONFLICT (product_id) DO UPDATE SET
      names = excluded.names, document = excluded.document, tsv = excluded.tsv, listed = excluded.listed,
      eg_available = excluded.eg_available, sa_available = excluded.sa_available,
      ae_available = excluded.ae_available, eg_sales = excluded.eg_sales, sa_sales = excluded.sa_sales,
      ae_sales = excluded.ae_sales, eg_price = excluded.eg_price, sa_price = excluded.sa_price,
      ae_price = excluded.ae_price, created_at = excluded.created_at
    RETURNING ps.document
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM written, regexp_split_to_table(written.document, ' ') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
END
$fn$;
--> statement-breakpoint
SELECT manzil_product_search_refresh(ARRAY(SELECT id FROM products));
