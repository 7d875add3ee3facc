CREATE TYPE "public"."gauge_direction" AS ENUM('above', 'below');--> statement-breakpoint
CREATE TYPE "public"."location_kind" AS ENUM('site', 'building', 'area', 'line', 'other');--> statement-breakpoint
CREATE TYPE "public"."meter_kind" AS ENUM('counter', 'gauge');--> statement-breakpoint
CREATE TYPE "public"."meter_reading_source" AS ENUM('manual', 'api', 'import', 'offline');--> statement-breakpoint
CREATE TYPE "public"."meter_reset" AS ENUM('replacement', 'rollover');--> statement-breakpoint
CREATE TYPE "public"."pm_trigger_kind" AS ENUM('calendar', 'usage', 'gauge', 'usage_or_calendar');--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"kind" "location_kind" DEFAULT 'other' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"total" double precision,
	"read_at" timestamp with time zone NOT NULL,
	"source" "meter_reading_source" DEFAULT 'manual' NOT NULL,
	"reset" "meter_reset",
	"work_order_id" uuid,
	"note" text,
	"read_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"kind" "meter_kind" NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"excursion_raises_work_order" boolean DEFAULT false NOT NULL,
	"last_value" double precision,
	"last_read_at" timestamp with time zone,
	"total" double precision,
	"excursion_since" timestamp with time zone,
	"excursion_work_order_id" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD COLUMN "trigger_kind" "pm_trigger_kind" DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD COLUMN "meter_name" text;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD COLUMN "usage_interval" double precision;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD COLUMN "gauge_direction" "gauge_direction";--> statement-breakpoint
ALTER TABLE "pm_templates" ADD COLUMN "gauge_threshold" double precision;--> statement-breakpoint
ALTER TABLE "downtime" ADD COLUMN "stops_children" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_excursion_work_order_id_work_orders_id_fk" FOREIGN KEY ("excursion_work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_warehouse_code_idx" ON "locations" USING btree ("warehouse_id",lower("code"));--> statement-breakpoint
CREATE INDEX "locations_parent_id_index" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "meter_readings_meter_read_at_idx" ON "meter_readings" USING btree ("meter_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "meters_equipment_name_idx" ON "meters" USING btree ("equipment_id",lower("name")) WHERE "meters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "meters_live_warehouse_name_idx" ON "meters" USING btree ("warehouse_id",lower("name")) WHERE "meters"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_parent_id_equipment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_location_id_index" ON "equipment" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "equipment_parent_id_index" ON "equipment" USING btree ("parent_id");--> statement-breakpoint
-- One-time: each warehouse's distinct free-text areas become locations of kind 'area', and its equipment points at them.
-- A code that two areas would share gets a suffix from the name's hash, so the unique index never stops the migration.
-- Spellings of one area that differ in case become one location named by the first in byte order (capitals first),
-- whatever the database's collation.
INSERT INTO "locations" ("organization_id", "warehouse_id", "name", "code", "kind")
SELECT "organization_id", "warehouse_id", "name",
  CASE WHEN "n" = 1 THEN "base" ELSE left("base", 22) || '-' || upper(left(md5("name"), 7)) END,
  'area'
FROM (
  SELECT "organization_id", "warehouse_id", "name", "base",
    row_number() OVER (PARTITION BY "warehouse_id", lower("base") ORDER BY "name" COLLATE "C") AS "n"
  FROM (
    SELECT DISTINCT ON ("warehouse_id", lower(btrim("area"))) "organization_id", "warehouse_id", left(btrim("area"), 200) AS "name",
      coalesce(nullif(btrim(left(upper(regexp_replace(btrim("area"), '[^A-Za-z0-9]+', '-', 'g')), 30), '-'), ''), 'AREA') AS "base"
    FROM "equipment"
    WHERE "area" IS NOT NULL AND btrim("area") <> '' AND "deleted_at" IS NULL
    ORDER BY "warehouse_id", lower(btrim("area")), btrim("area") COLLATE "C"
  ) "distinct_areas"
) "coded";--> statement-breakpoint
UPDATE "equipment" "e" SET "location_id" = "l"."id"
FROM "locations" "l"
WHERE "l"."warehouse_id" = "e"."warehouse_id" AND lower("l"."name") = lower(left(btrim("e"."area"), 200)) AND "e"."location_id" IS NULL;
