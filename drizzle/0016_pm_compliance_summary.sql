-- PM compliance from summaries kept by triggers (ADR 36), in the derived schema of migration
-- 0015: a backup (public only) leaves them out and a restore derives them again as it loads the orders.
CREATE TABLE "derived"."pm_compliance_days" (
	"warehouse_id" uuid NOT NULL,
	"due_day" date NOT NULL,
	"lateness" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "pm_compliance_days_warehouse_id_due_day_lateness_pk" PRIMARY KEY("warehouse_id","due_day","lateness")
);
--> statement-breakpoint
CREATE TABLE "derived"."pm_equipment_orders" (
	"warehouse_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "pm_equipment_orders_warehouse_id_equipment_id_pk" PRIMARY KEY("warehouse_id","equipment_id")
);
--> statement-breakpoint
CREATE INDEX "pm_templates_model_key_idx" ON "pm_templates" USING btree ("warehouse_id",lower("model"));--> statement-breakpoint
CREATE INDEX "equipment_deleted_idx" ON "equipment" USING btree ("warehouse_id") WHERE "equipment"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_pm_due_idx" ON "work_orders" USING btree ("warehouse_id","due_date","equipment_id","completed_at") WHERE "work_orders"."type" = 'preventive' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_pm_equipment_idx" ON "work_orders" USING btree ("equipment_id","warehouse_id","due_date","completed_at","status") WHERE "work_orders"."type" = 'preventive' and "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_pm_uncompleted_idx" ON "work_orders" USING btree ("warehouse_id","due_date","equipment_id") WHERE "work_orders"."type" = 'preventive' and "work_orders"."deleted_at" is null and "work_orders"."completed_at" is null;
--> statement-breakpoint
-- How late a PM was completed, in whole days of 24 hours: -1 while it is not completed, 0 when
-- completed by its due date, 61 beyond the largest grace (PM_GRACE_DAYS ≤ 60). "On time with a
-- grace of g days" is then 0 ≤ lateness ≤ g, whatever g the server is started with. The
-- interval's epoch is a float8 of whole microseconds: exact at every day boundary.
CREATE FUNCTION "derived"."pm_lateness"(due timestamptz, completed timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN completed IS NULL THEN -1
    ELSE least(61, greatest(0, ceil(date_part('epoch', completed - due) / 86400)))::smallint
  END
$$;
--> statement-breakpoint
-- Applies one statement's changes to the summaries: rows leaving count -1, rows arriving +1, so
-- an update that moves nothing the summaries count writes nothing. Upserts in key order, so
-- concurrent statements lock summary rows in one order.
CREATE FUNCTION "derived"."pm_summaries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT warehouse_id, equipment_id, due_date, completed_at, 1 AS sign FROM new_rows WHERE type = ''preventive'' AND deleted_at IS NULL'
    WHEN 'DELETE' THEN 'SELECT warehouse_id, equipment_id, due_date, completed_at, -1 AS sign FROM old_rows WHERE type = ''preventive'' AND deleted_at IS NULL'
    ELSE 'SELECT warehouse_id, equipment_id, due_date, completed_at, 1 AS sign FROM new_rows WHERE type = ''preventive'' AND deleted_at IS NULL
      UNION ALL SELECT warehouse_id, equipment_id, due_date, completed_at, -1 FROM old_rows WHERE type = ''preventive'' AND deleted_at IS NULL'
  END;
  touched boolean;
BEGIN
  -- Most writes are to other orders: one cheap look, and nothing else to do.
  IF TG_OP = 'DELETE' THEN
    touched := EXISTS (SELECT 1 FROM old_rows WHERE type = 'preventive');
  ELSIF TG_OP = 'INSERT' THEN
    touched := EXISTS (SELECT 1 FROM new_rows WHERE type = 'preventive');
  ELSE
    touched := EXISTS (SELECT 1 FROM new_rows WHERE type = 'preventive')
      OR EXISTS (SELECT 1 FROM old_rows WHERE type = 'preventive');
  END IF;
  IF NOT touched THEN
    RETURN NULL;
  END IF;

  EXECUTE format($sql$
    INSERT INTO derived.pm_compliance_days AS d (warehouse_id, due_day, lateness, orders)
    SELECT warehouse_id, (due_date AT TIME ZONE 'UTC')::date, derived.pm_lateness(due_date, completed_at), sum(sign)
    FROM (%s) c WHERE due_date IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (warehouse_id, due_day, lateness) DO UPDATE SET orders = d.orders + excluded.orders$sql$, changes);
  EXECUTE format($sql$
    INSERT INTO derived.pm_equipment_orders AS e (warehouse_id, equipment_id, orders)
    SELECT warehouse_id, equipment_id, sum(sign)
    FROM (%s) c WHERE equipment_id IS NOT NULL
    GROUP BY 1, 2 HAVING sum(sign) <> 0 ORDER BY 1, 2
    ON CONFLICT (warehouse_id, equipment_id) DO UPDATE SET orders = e.orders + excluded.orders$sql$, changes);
  IF TG_OP <> 'INSERT' THEN
    -- Counts that fell to zero go, so the summaries hold only what exists.
    DELETE FROM derived.pm_compliance_days d
    USING (SELECT DISTINCT warehouse_id, (due_date AT TIME ZONE 'UTC')::date AS due_day FROM old_rows
           WHERE type = 'preventive' AND due_date IS NOT NULL) gone
    WHERE d.warehouse_id = gone.warehouse_id AND d.due_day = gone.due_day AND d.orders = 0;
    DELETE FROM derived.pm_equipment_orders e
    USING (SELECT DISTINCT warehouse_id, equipment_id FROM old_rows WHERE type = 'preventive') gone
    WHERE e.warehouse_id = gone.warehouse_id AND e.equipment_id = gone.equipment_id AND e.orders = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "derived"."pm_summaries_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE derived.pm_compliance_days, derived.pm_equipment_orders;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Statement triggers (a transition table may serve one event only): a bulk statement applies
-- its changes in one grouped pass, not row by row. Created before the summaries are filled, in
-- the migration's transaction: a write made meanwhile waits for it, then counts through them.
CREATE TRIGGER "work_orders_pm_summaries_insert" AFTER INSERT ON "work_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."pm_summaries_apply"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_pm_summaries_update" AFTER UPDATE ON "work_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."pm_summaries_apply"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_pm_summaries_delete" AFTER DELETE ON "work_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."pm_summaries_apply"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_pm_summaries_truncate" AFTER TRUNCATE ON "work_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."pm_summaries_clear"();
--> statement-breakpoint
INSERT INTO "derived"."pm_compliance_days" ("warehouse_id", "due_day", "lateness", "orders")
SELECT "warehouse_id", ("due_date" AT TIME ZONE 'UTC')::date, "derived"."pm_lateness"("due_date", "completed_at"), count(*)
FROM "work_orders" WHERE "type" = 'preventive' AND "deleted_at" IS NULL AND "due_date" IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "derived"."pm_equipment_orders" ("warehouse_id", "equipment_id", "orders")
SELECT "warehouse_id", "equipment_id", count(*)
FROM "work_orders" WHERE "type" = 'preventive' AND "deleted_at" IS NULL AND "equipment_id" IS NOT NULL
GROUP BY 1, 2;
