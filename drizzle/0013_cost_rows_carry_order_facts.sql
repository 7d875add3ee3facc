ALTER TABLE "labor_entries" ADD COLUMN "order_equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "labor_entries" ADD COLUMN "order_planned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labor_entries" ADD COLUMN "order_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parts_usage" ADD COLUMN "order_equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "parts_usage" ADD COLUMN "order_planned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parts_usage" ADD COLUMN "order_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A cost row always carries its order's facts: recomputed from the order on every insert and
-- update of the row (COPY during a restore included), whatever the writer set.
CREATE FUNCTION "cost_row_takes_order_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o."equipment_id", o."type" = 'preventive', o."deleted_at" IS NOT NULL
    INTO NEW."order_equipment_id", NEW."order_planned", NEW."order_deleted"
    FROM "work_orders" o WHERE o."id" = NEW."work_order_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "labor_entries_take_order_facts" BEFORE INSERT OR UPDATE ON "labor_entries"
  FOR EACH ROW EXECUTE FUNCTION "cost_row_takes_order_facts"();
--> statement-breakpoint
CREATE TRIGGER "parts_usage_takes_order_facts" BEFORE INSERT OR UPDATE ON "parts_usage"
  FOR EACH ROW EXECUTE FUNCTION "cost_row_takes_order_facts"();
--> statement-breakpoint
-- When an order's equipment, type or deletion changes, its cost rows take the new facts (the
-- touch fires the rows' own trigger, which reads the order as it now is).
CREATE FUNCTION "order_facts_reach_cost_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "labor_entries" SET "order_deleted" = "order_deleted" WHERE "work_order_id" = NEW."id";
  UPDATE "parts_usage" SET "order_deleted" = "order_deleted" WHERE "work_order_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_facts_reach_cost_rows" AFTER UPDATE ON "work_orders"
  FOR EACH ROW WHEN (
    OLD."equipment_id" IS DISTINCT FROM NEW."equipment_id"
    OR OLD."type" IS DISTINCT FROM NEW."type"
    OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL)
  ) EXECUTE FUNCTION "order_facts_reach_cost_rows"();
--> statement-breakpoint
UPDATE "labor_entries" l SET "order_equipment_id" = o."equipment_id", "order_planned" = o."type" = 'preventive',
  "order_deleted" = o."deleted_at" IS NOT NULL
  FROM "work_orders" o WHERE o."id" = l."work_order_id";
--> statement-breakpoint
UPDATE "parts_usage" u SET "order_equipment_id" = o."equipment_id", "order_planned" = o."type" = 'preventive',
  "order_deleted" = o."deleted_at" IS NOT NULL
  FROM "work_orders" o WHERE o."id" = u."work_order_id";
