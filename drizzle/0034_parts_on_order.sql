DROP INDEX "purchase_orders_warehouse_id_created_at_id_index";--> statement-breakpoint
DROP INDEX "parts_reorder_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "on_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_orders_newest_idx" ON "purchase_orders" USING btree ("warehouse_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "purchase_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "parts_reorder_idx" ON "parts" USING btree ("warehouse_id","vendor_id",lower("part_number"),"id") WHERE "parts"."stock_level" + "parts"."on_order" <= "parts"."reorder_point" and "parts"."deleted_at" is null;--> statement-breakpoint
-- Sets the on-order count of the parts in "touched" to what open orders (draft to partly
-- received) still bring of them, in one set-based statement: a bulk insert of lines is one join.
CREATE FUNCTION "parts_follow_open_orders"(touched uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "parts" p SET "on_order" = c."quantity"
    FROM (
      SELECT t."part_id", coalesce(sum(greatest(l."quantity" - l."received_quantity", 0))
               FILTER (WHERE o."id" IS NOT NULL), 0)::int AS "quantity"
        FROM unnest(touched) AS t("part_id")
        LEFT JOIN "purchase_order_lines" l ON l."part_id" = t."part_id"
        LEFT JOIN "purchase_orders" o ON o."id" = l."purchase_order_id" AND o."deleted_at" IS NULL
             AND o."status" IN ('draft', 'submitted', 'approved', 'ordered', 'partially_received')
       GROUP BY t."part_id"
    ) c
   WHERE p."id" = c."part_id" AND p."on_order" IS DISTINCT FROM c."quantity"
$$;
--> statement-breakpoint
CREATE FUNCTION "order_lines_added_move_on_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "parts_follow_open_orders"(ARRAY(SELECT DISTINCT "part_id" FROM "added_lines"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_lines_changed_move_on_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "parts_follow_open_orders"(ARRAY(
    SELECT "part_id" FROM "lines_before" UNION SELECT "part_id" FROM "lines_after"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_lines_removed_move_on_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "parts_follow_open_orders"(ARRAY(SELECT DISTINCT "part_id" FROM "removed_lines"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchase_order_lines_added_move_on_order" AFTER INSERT ON "purchase_order_lines"
  REFERENCING NEW TABLE AS "added_lines" FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_added_move_on_order"();
--> statement-breakpoint
CREATE TRIGGER "purchase_order_lines_changed_move_on_order" AFTER UPDATE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS "lines_before" NEW TABLE AS "lines_after"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_changed_move_on_order"();
--> statement-breakpoint
CREATE TRIGGER "purchase_order_lines_removed_move_on_order" AFTER DELETE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS "removed_lines" FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_removed_move_on_order"();
--> statement-breakpoint
-- An order opened, closed, cancelled or deleted: every part on it follows.
CREATE FUNCTION "orders_changed_move_on_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "parts_follow_open_orders"(ARRAY(
    SELECT DISTINCT l."part_id"
      FROM "orders_after" n JOIN "orders_before" b ON b."id" = n."id"
      JOIN "purchase_order_lines" l ON l."purchase_order_id" = n."id"
     WHERE n."status" IS DISTINCT FROM b."status" OR n."deleted_at" IS DISTINCT FROM b."deleted_at"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchase_orders_changed_move_on_order" AFTER UPDATE ON "purchase_orders"
  REFERENCING OLD TABLE AS "orders_before" NEW TABLE AS "orders_after"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_changed_move_on_order"();
--> statement-breakpoint
SELECT "parts_follow_open_orders"(ARRAY(SELECT DISTINCT "part_id" FROM "purchase_order_lines"));
