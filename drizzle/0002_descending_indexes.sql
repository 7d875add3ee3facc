DROP INDEX "work_orders_warehouse_id_status_created_at_index";--> statement-breakpoint
DROP INDEX "work_orders_warehouse_id_created_at_id_index";--> statement-breakpoint
DROP INDEX "work_orders_equipment_id_created_at_index";--> statement-breakpoint
DROP INDEX "stock_movements_part_id_created_at_index";--> statement-breakpoint
DROP INDEX "notifications_user_id_created_at_index";--> statement-breakpoint
DROP INDEX "alerts_resolved_created_at_index";--> statement-breakpoint
DROP INDEX "audit_log_entity_type_entity_id_created_at_index";--> statement-breakpoint
DROP INDEX "audit_log_warehouse_id_created_at_index";--> statement-breakpoint
CREATE INDEX "work_orders_warehouse_id_status_created_at_id_index" ON "work_orders" USING btree ("warehouse_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_orders_warehouse_id_created_at_id_index" ON "work_orders" USING btree ("warehouse_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_orders_equipment_id_created_at_index" ON "work_orders" USING btree ("equipment_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_movements_part_id_created_at_index" ON "stock_movements" USING btree ("part_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alerts_resolved_created_at_index" ON "alerts" USING btree ("resolved","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_entity_id_created_at_index" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_warehouse_id_created_at_index" ON "audit_log" USING btree ("warehouse_id","created_at" DESC NULLS FIRST);