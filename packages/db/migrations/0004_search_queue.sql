CREATE TABLE "product_search_queue" (
	"product_id" uuid PRIMARY KEY NOT NULL
);

--> statement-breakpoint
-- The index triggers queue product ids; one deferred flush per transaction rebuilds them all.
CREATE OR REPLACE FUNCTION manzil_product_search_enqueue(ids uuid[]) RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO product_search_queue (product_id)
  SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL
  ON CONFLICT DO NOTHING;
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_product_search_flush() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids uuid[];
BEGIN
  WITH taken AS (DELETE FROM product_search_queue RETURNING product_id)
  SELECT array_agg(product_id) INTO ids FROM taken;
  PERFORM manzil_product_search_refresh(ids);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_search_queue_flush AFTER INSERT ON product_search_queue
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION manzil_product_search_flush();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_enqueue(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_enqueue(ARRAY(
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
  PERFORM manzil_product_search_enqueue(ARRAY(SELECT product_id FROM new_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_product_rows_old() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_enqueue(ARRAY(SELECT product_id FROM old_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_enqueue(ARRAY(
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
  PERFORM manzil_product_search_enqueue(ARRAY(
    SELECT pt.product_id FROM product_tags pt
     WHERE pt.tag_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                          WHERE (n.name, n.ar_name) IS DISTINCT FROM (o.name, o.ar_name))));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION manzil_search_designers_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM manzil_product_search_enqueue(ARRAY(
    SELECT p.id FROM products p
     WHERE p.designer_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                              WHERE (n.name, n.ar_name) IS DISTINCT FROM (o.name, o.ar_name))));
  RETURN NULL;
END
$fn$;
