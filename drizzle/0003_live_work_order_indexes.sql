DROP INDEX "work_orders_warehouse_id_created_at_id_index";--> statement-breakpoint
DROP INDEX "work_orders_warehouse_id_status_created_at_id_index";--> statement-breakpoint
DROP INDEX "work_orders_warehouse_id_completed_at_index";--> statement-breakpoint
CREATE INDEX "work_orders_live_created_idx" ON "work_orders" USING btree ("warehouse_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status") WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_live_status_created_idx" ON "work_orders" USING btree ("warehouse_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_live_completed_idx" ON "work_orders" USING btree ("warehouse_id","completed_at") WHERE "work_orders"."deleted_at" is null;