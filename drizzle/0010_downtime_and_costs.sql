CREATE TABLE "downtime" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"work_order_id" uuid,
	"reason_code" text NOT NULL,
	"planned" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"note" text,
	"opened_by" uuid,
	"closed_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "downtime_ends_after_start" CHECK ("downtime"."ended_at" is null or "downtime"."ended_at" > "downtime"."started_at")
);
--> statement-breakpoint
CREATE TABLE "downtime_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"planned" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "labor_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "monthly_budget" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "satisfaction_rating" smallint;--> statement-breakpoint
ALTER TABLE "system_metric_samples" ADD COLUMN "healthy" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "downtime_reasons_organization_code_idx" ON "downtime_reasons" USING btree ("organization_id","code");--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_reason_fk" FOREIGN KEY ("organization_id","reason_code") REFERENCES "public"."downtime_reasons"("organization_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime_reasons" ADD CONSTRAINT "downtime_reasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downtime_live_warehouse_started_idx" ON "downtime" USING btree ("warehouse_id","started_at") WHERE "downtime"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "downtime_live_equipment_started_idx" ON "downtime" USING btree ("equipment_id","started_at") WHERE "downtime"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "downtime_work_order_id_index" ON "downtime" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "downtime_open_per_equipment_idx" ON "downtime" USING btree ("equipment_id") WHERE "downtime"."ended_at" is null and "downtime"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "labor_entries_warehouse_id_started_at_index" ON "labor_entries" USING btree ("warehouse_id","started_at");--> statement-breakpoint
CREATE INDEX "parts_usage_warehouse_id_created_at_index" ON "parts_usage" USING btree ("warehouse_id","created_at");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_satisfaction_rating_range" CHECK ("work_orders"."satisfaction_rating" is null or "work_orders"."satisfaction_rating" between 1 and 5);