CREATE TYPE "public"."purchase_order_status" AS ENUM('draft', 'submitted', 'approved', 'ordered', 'partially_received', 'received', 'closed', 'cancelled');--> statement-breakpoint
CREATE TABLE "part_vendors" (
	"part_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_part_number" text,
	"unit_price" numeric(12, 2) NOT NULL,
	"lead_time_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_vendors_part_id_vendor_id_pk" PRIMARY KEY("part_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"vendor_part_number" text,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"allow_over_receipt" boolean DEFAULT false NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_positive" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_received_within_order" CHECK ("purchase_order_lines"."received_quantity" >= 0 and ("purchase_order_lines"."allow_over_receipt" or "purchase_order_lines"."received_quantity" <= "purchase_order_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipt_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"cost_before" numeric(12, 2) NOT NULL,
	"cost_after" numeric(12, 2) NOT NULL,
	CONSTRAINT "purchase_order_receipt_lines_quantity_positive" CHECK ("purchase_order_receipt_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"received_by" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_by" uuid,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_order_sequences" (
	"warehouse_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_sequences_warehouse_id_year_pk" PRIMARY KEY("warehouse_id","year")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"number" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" "purchase_order_status" DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"notes" text,
	"expected_date" date,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "approval_limits" jsonb DEFAULT '{"technician":0,"supervisor":1000,"manager":10000}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "reorder_quantity" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "max_stock" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "unit_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "part_vendors" ADD CONSTRAINT "part_vendors_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_vendors" ADD CONSTRAINT "part_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_receipt_id_purchase_order_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."purchase_order_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_sequences" ADD CONSTRAINT "purchase_order_sequences_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_vendors_vendor_id_index" ON "part_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_purchase_order_id_position_index" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_part_id_index" ON "purchase_order_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "purchase_order_receipt_lines_receipt_id_index" ON "purchase_order_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "purchase_order_receipt_lines_part_id_index" ON "purchase_order_receipt_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "purchase_order_receipts_purchase_order_id_received_at_index" ON "purchase_order_receipts" USING btree ("purchase_order_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_warehouse_id_number_index" ON "purchase_orders" USING btree ("warehouse_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_warehouse_id_created_at_id_index" ON "purchase_orders" USING btree ("warehouse_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_warehouse_id_status_index" ON "purchase_orders" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_id_index" ON "purchase_orders" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "parts_reorder_idx" ON "parts" USING btree ("warehouse_id",lower("part_number"),"id") WHERE "parts"."stock_level" <= "parts"."reorder_point" and "parts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_reorder_quantity_positive" CHECK ("parts"."reorder_quantity" is null or "parts"."reorder_quantity" > 0);--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_max_stock_non_negative" CHECK ("parts"."max_stock" is null or "parts"."max_stock" >= 0);