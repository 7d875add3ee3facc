CREATE TYPE "public"."step_outcome" AS ENUM('ok', 'flag', 'fail');--> statement-breakpoint
CREATE TABLE "procedure_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"procedure_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procedure_versions_number_key" UNIQUE("procedure_id","number")
);
--> statement-breakpoint
CREATE TABLE "procedures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "step_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "step" jsonb DEFAULT '{"type":"checkbox","required":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "procedure_version_id" uuid;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "value" jsonb;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "outcome" "step_outcome";--> statement-breakpoint
ALTER TABLE "checklist_items" ADD COLUMN "attachment_id" uuid;--> statement-breakpoint
-- ADR 55: an old checklist line is a checkbox step of its own, its step id its id, its tick its answer;
-- a line that reads a meter (issue 24) is a meter-reading step naming that meter.
UPDATE "checklist_items" SET "step_id" = "id";--> statement-breakpoint
UPDATE "checklist_items" i SET "step" = jsonb_build_object('type', 'meter_reading', 'required', false, 'meterName', m."name")
  FROM "meters" m WHERE m."id" = i."meter_id";--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "procedure_version_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD COLUMN "procedure_id" uuid;--> statement-breakpoint
ALTER TABLE "procedure_versions" ADD CONSTRAINT "procedure_versions_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_versions" ADD CONSTRAINT "procedure_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedures" ADD CONSTRAINT "procedures_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procedures_name_idx" ON "procedures" USING btree ("warehouse_id",lower("name"));--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_procedure_version_id_procedure_versions_id_fk" FOREIGN KEY ("procedure_version_id") REFERENCES "public"."procedure_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_procedure_version_id_procedure_versions_id_fk" FOREIGN KEY ("procedure_version_id") REFERENCES "public"."procedure_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD CONSTRAINT "pm_templates_procedure_id_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_step_key" UNIQUE("work_order_id","step_id");