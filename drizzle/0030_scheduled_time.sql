ALTER TABLE "work_orders" ADD COLUMN "scheduled_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "scheduled_hours" numeric(8, 2);