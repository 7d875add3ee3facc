CREATE TYPE "public"."mail_state" AS ENUM('pending', 'sent', 'failed', 'not_sent');--> statement-breakpoint
CREATE TYPE "public"."work_request_status" AS ENUM('received', 'accepted', 'merged', 'rejected');--> statement-breakpoint
CREATE TABLE "request_portals" (
	"warehouse_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"portal_key" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"number" text NOT NULL,
	"tracking_code" text NOT NULL,
	"equipment_id" uuid,
	"location" text,
	"description" text NOT NULL,
	"stopping_work" boolean DEFAULT false NOT NULL,
	"requester_name" text,
	"requester_email" text,
	"requester_phone" text,
	"status" "work_request_status" DEFAULT 'received' NOT NULL,
	"work_order_id" uuid,
	"rejection_reason" text,
	"triaged_by" uuid,
	"triaged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" "mail_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "attachments_loose_created_at_idx";--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "work_request_id" uuid;--> statement-breakpoint
ALTER TABLE "request_portals" ADD CONSTRAINT "request_portals_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_portals" ADD CONSTRAINT "request_portals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_triaged_by_users_id_fk" FOREIGN KEY ("triaged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_portals_portal_key_index" ON "request_portals" USING btree ("portal_key");--> statement-breakpoint
CREATE UNIQUE INDEX "work_requests_tracking_code_index" ON "work_requests" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "work_requests_warehouse_id_number_index" ON "work_requests" USING btree ("warehouse_id","number");--> statement-breakpoint
CREATE INDEX "work_requests_work_order_id_index" ON "work_requests" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_requests_queue_idx" ON "work_requests" USING btree ("warehouse_id","status","created_at");--> statement-breakpoint
CREATE INDEX "work_requests_open_asset_idx" ON "work_requests" USING btree ("equipment_id") WHERE "work_requests"."status" = 'received';--> statement-breakpoint
CREATE INDEX "mail_messages_due_idx" ON "mail_messages" USING btree ("next_attempt_at") WHERE "mail_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_messages_organization_id_created_at_index" ON "mail_messages" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_work_request_id_index" ON "attachments" USING btree ("work_request_id");--> statement-breakpoint
CREATE INDEX "attachments_loose_created_at_idx" ON "attachments" USING btree ("created_at") WHERE "attachments"."deleted_at" is null and "attachments"."work_order_id" is null and "attachments"."equipment_id" is null and "attachments"."pm_template_id" is null and "attachments"."vendor_id" is null and "attachments"."work_request_id" is null;