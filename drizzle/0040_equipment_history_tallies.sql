-- Whether an equipment has history (ADR 73): its live work orders per warehouse and its live
-- downtime records per warehouse, kept exact by statement triggers like the PM summaries (ADR 36).
-- Equipment performance asked every fleet equipment for an older order or stop, which PostgreSQL
-- answered by hashing every order and stop the warehouse ever had.
CREATE TABLE "derived"."equipment_history" (
	"equipment_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	"stops" integer NOT NULL,
	CONSTRAINT "equipment_history_equipment_id_warehouse_id_pk" PRIMARY KEY("equipment_id","warehouse_id")
);
--> statement-breakpoint
-- Equipment performance adds up the orders created in its window and the failures completed in
-- it from these alone (index-only scans): one pass over an OR of the two read the whole table.
CREATE INDEX "work_orders_live_created_facts_idx" ON "work_orders" USING btree ("warehouse_id","created_at") INCLUDE ("equipment_id","type") WHERE "work_orders"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "work_orders_live_completed_facts_idx" ON "work_orders" USING btree ("warehouse_id","completed_at") INCLUDE ("equipment_id","type","started_at","id") WHERE "work_orders"."deleted_at" is null;
--> statement-breakpoint
-- Live stops that started before a window and run into it (open ones included), without a probe
-- per equipment.
CREATE INDEX "downtime_live_warehouse_ended_idx" ON "downtime" USING btree ("warehouse_id","ended_at","started_at") WHERE "downtime"."deleted_at" is null;
--> statement-breakpoint
-- Live stops started after a window's end: subtracted from the tallies for a window in the past.
CREATE INDEX "downtime_live_started_idx" ON "downtime" USING btree ("started_at") WHERE "downtime"."deleted_at" is null;
--> statement-breakpoint
-- Adds one statement's changes of `kind` ('orders' or 'stops'): live rows leaving count -1, live
-- rows arriving +1, so an update that moves no row between keys writes nothing. Upserts in key
-- order, so concurrent statements lock tally rows in one order; tallies that fall to zero go.
CREATE FUNCTION "derived"."equipment_history_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT equipment_id, warehouse_id, 1 AS sign FROM new_rows WHERE deleted_at IS NULL AND equipment_id IS NOT NULL'
    WHEN 'DELETE' THEN 'SELECT equipment_id, warehouse_id, -1 AS sign FROM old_rows WHERE deleted_at IS NULL AND equipment_id IS NOT NULL'
    ELSE 'SELECT equipment_id, warehouse_id, 1 AS sign FROM new_rows WHERE deleted_at IS NULL AND equipment_id IS NOT NULL
      UNION ALL SELECT equipment_id, warehouse_id, -1 FROM old_rows WHERE deleted_at IS NULL AND equipment_id IS NOT NULL'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO derived.equipment_history AS h (equipment_id, warehouse_id, orders, stops)
    SELECT equipment_id, warehouse_id, CASE WHEN %L = 'orders' THEN sum(sign) ELSE 0 END,
      CASE WHEN %L = 'stops' THEN sum(sign) ELSE 0 END
    FROM (%s) c GROUP BY 1, 2 HAVING sum(sign) <> 0 ORDER BY 1, 2
    ON CONFLICT (equipment_id, warehouse_id) DO UPDATE
      SET orders = h.orders + excluded.orders, stops = h.stops + excluded.stops$sql$, kind, kind, changes);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM derived.equipment_history h USING old_rows gone
    WHERE h.equipment_id = gone.equipment_id AND h.warehouse_id = gone.warehouse_id
      AND h.orders = 0 AND h.stops = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "derived"."equipment_history_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE derived.equipment_history SET orders = 0 WHERE TG_ARGV[0] = 'orders' AND orders <> 0;
  UPDATE derived.equipment_history SET stops = 0 WHERE TG_ARGV[0] = 'stops' AND stops <> 0;
  DELETE FROM derived.equipment_history WHERE orders = 0 AND stops = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Created before the tallies are filled, in the migration's transaction: a write made meanwhile
-- waits for it, then counts through them. Statement triggers (a transition table may serve one
-- event only): a bulk statement applies its changes in one grouped pass.
DO $$
DECLARE
  counted text[];
BEGIN
  FOREACH counted SLICE 1 IN ARRAY ARRAY[['work_orders', 'orders'], ['downtime', 'stops']] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION derived.equipment_history_apply(%L)',
      counted[1] || '_equipment_history_insert', counted[1], counted[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION derived.equipment_history_apply(%L)',
      counted[1] || '_equipment_history_update', counted[1], counted[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION derived.equipment_history_apply(%L)',
      counted[1] || '_equipment_history_delete', counted[1], counted[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION derived.equipment_history_clear(%L)',
      counted[1] || '_equipment_history_truncate', counted[1], counted[2]);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "derived"."equipment_history" ("equipment_id", "warehouse_id", "orders", "stops")
SELECT equipment_id, warehouse_id, sum(orders)::int, sum(stops)::int FROM (
  SELECT "equipment_id", "warehouse_id", count(*) AS orders, 0 AS stops FROM "work_orders"
  WHERE "deleted_at" IS NULL AND "equipment_id" IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT "equipment_id", "warehouse_id", 0, count(*) FROM "downtime"
  WHERE "deleted_at" IS NULL AND "equipment_id" IS NOT NULL GROUP BY 1, 2
) counted GROUP BY 1, 2;
