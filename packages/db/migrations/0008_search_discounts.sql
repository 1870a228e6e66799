ALTER TABLE "product_search" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "collection_id" uuid;
--> statement-breakpoint
-- Search filters, sorts and ranges on the price after discount (decision 0033), computed like the
-- catalogue's from the list price and the product's offer and collection; these are kept in the
-- index row so that a search never reads the wide products rows (6,000 index look-ups doubled the
-- time of a common word on 50k products). Which discounts run is decided per request, in
-- TypeScript, so changes to offers and collections themselves need no rebuild.
-- The rebuild, as in 0007, now with offer_id and collection_id.
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
           pr.eg_price, pr.sa_price, pr.ae_price, p.offer_id, p.collection_id
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
                                      offer_id, collection_id, created_at)
    SELECT id, names, btrim(concat_ws(' ', names, related, tag_words)),
           setweight(to_tsvector('arabic', names), 'A') || setweight(to_tsvector('english', names), 'A') ||
           setweight(to_tsvector('arabic', related), 'B') || setweight(to_tsvector('english', related), 'B') ||
           setweight(to_tsvector('arabic', tag_words), 'C') || setweight(to_tsvector('english', tag_words), 'C'),
           listed, eg_available, sa_available, ae_available, eg_sales, sa_sales, ae_sales, eg_price, sa_price,
           ae_price, offer_id, collection_id, created_at
      FROM src
    ON CONFLICT (product_id) DO UPDATE SET
      names = excluded.names, document = excluded.document, tsv = excluded.tsv, listed = excluded.listed,
      eg_available = excluded.eg_available, sa_available = excluded.sa_available,
      ae_available = excluded.ae_available, eg_sales = excluded.eg_sales, sa_sales = excluded.sa_sales,
      ae_sales = excluded.ae_sales, eg_price = excluded.eg_price, sa_price = excluded.sa_price,
      ae_price = excluded.ae_price, offer_id = excluded.offer_id, collection_id = excluded.collection_id,
      created_at = excluded.created_at
    -- An unchanged row is not written again: no dead row versions (PGlite has no autovacuum).
    WHERE (ps.names, ps.document, ps.tsv, ps.listed, ps.eg_available, ps.sa_available, ps.ae_available,
           ps.eg_sales, ps.sa_sales, ps.ae_sales, ps.eg_price, ps.sa_price, ps.ae_price, ps.offer_id,
           ps.collection_id, ps.created_at)
          IS DISTINCT FROM
          (excluded.names, excluded.document, excluded.tsv, excluded.listed, excluded.eg_available,
           excluded.sa_available, excluded.ae_available, excluded.eg_sales, excluded.sa_sales,
           excluded.ae_sales, excluded.eg_price, excluded.sa_price, excluded.ae_price, excluded.offer_id,
           excluded.collection_id, excluded.created_at)
    RETURNING ps.document
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM written, regexp_split_to_table(written.document, ' ') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
END
$fn$;
--> statement-breakpoint
-- A product's offer or collection changing rebuilds its row too.
CREATE OR REPLACE FUNCTION manzil_search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_enqueue(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.name, n.ar_name, n.status, n.product_status, n.category_id, n.sub_category_id, n.designer_id,
            n.created_at, n.offer_id, n.collection_id)
           IS DISTINCT FROM
           (o.name, o.ar_name, o.status, o.product_status, o.category_id, o.sub_category_id, o.designer_id,
            o.created_at, o.offer_id, o.collection_id)));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The rows of products with an offer or a collection.
UPDATE product_search ps SET offer_id = p.offer_id, collection_id = p.collection_id
  FROM products p
 WHERE p.id = ps.product_id AND (p.offer_id IS NOT NULL OR p.collection_id IS NOT NULL);
--> statement-breakpoint
-- PGlite has no (auto)vacuum, and a third of the rows (the demo and seedLarge catalogues) just got a
-- new version, many on other pages, with new GIN entries: the text search would read the dead ones
-- too (docs/benchmarks.md, Search). A column type "change" through text rewrites the table (live
-- rows, in their order, packed to the fillfactor) and rebuilds its indexes, as 0007 did.
ALTER TABLE "product_search" ALTER COLUMN "offer_id" SET DATA TYPE uuid USING "offer_id"::text::uuid;
--> statement-breakpoint
ANALYZE product_search;
