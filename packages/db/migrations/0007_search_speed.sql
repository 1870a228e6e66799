-- Search speed (docs/benchmarks.md, Search). Room on every page (fillfactor 80) so that a row
-- rebuilt with the same words (sales, availability and prices change; names rarely) is a HOT update:
-- no new GIN entries, and the old version is pruned from its page without VACUUM (PGlite has no
-- autovacuum; a 50k catalogue had grown to 3-4 versions of every row, 180 MB for 50 MB of rows).
ALTER TABLE "product_search" SET (fillfactor = 80);
--> statement-breakpoint
-- names_tsv is computed by the database; adding it rewrites the table (live rows only, packed to
-- the fillfactor) and rebuilds its indexes, which also drops the dead versions left so far.
ALTER TABLE "product_search" ADD COLUMN "names_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('arabic'::regconfig, names) || to_tsvector('english'::regconfig, names)) STORED NOT NULL;
--> statement-breakpoint
-- (Re)builds the index rows of the given products, as in 0006, but leaves unchanged rows alone.
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
    -- An unchanged row is not written again: no dead row versions (PGlite has no autovacuum).
    WHERE (ps.names, ps.document, ps.tsv, ps.listed, ps.eg_available, ps.sa_available, ps.ae_available,
           ps.eg_sales, ps.sa_sales, ps.ae_sales, ps.eg_price, ps.sa_price, ps.ae_price, ps.created_at)
          IS DISTINCT FROM
          (excluded.names, excluded.document, excluded.tsv, excluded.listed, excluded.eg_available,
           excluded.sa_available, excluded.ae_available, excluded.eg_sales, excluded.sa_sales,
           excluded.ae_sales, excluded.eg_price, excluded.sa_price, excluded.ae_price, excluded.created_at)
    RETURNING ps.document
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM written, regexp_split_to_table(written.document, ' ') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
END
$fn$;
--> statement-breakpoint
-- The search's tsquery: the 'arabic' and the 'english' parse of the same text (built from normalised
-- words only), OR-ed only when they differ. Latin words parse the same in both, and the GIN index
-- then reads each posting list once instead of twice.
CREATE OR REPLACE FUNCTION manzil_tsquery(query text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
  SELECT CASE WHEN a = e THEN a ELSE a || e END
    FROM (SELECT to_tsquery('arabic'::regconfig, query) AS a, to_tsquery('english'::regconfig, query) AS e) t
$fn$;
--> statement-breakpoint
ANALYZE product_search;
