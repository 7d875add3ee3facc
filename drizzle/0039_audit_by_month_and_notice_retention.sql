-- The audit log by month of created_at (issue 30 §5, ADR 69): the retention job exports a month
-- past the kept months and drops it whole, instead of deleting rows one by one. The rows move
-- into the new table here, each straight into its month's partition; rows of a month without a
-- partition (a clock far off) land in the default partition, which the job splits into months.
ALTER TABLE "audit_log" RENAME TO "audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "audit_log_unpartitioned" RENAME CONSTRAINT "audit_log_pkey" TO "audit_log_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "audit_log_entity_type_entity_id_created_at_index" RENAME TO "audit_log_unpartitioned_entity_index";--> statement-breakpoint
ALTER INDEX "audit_log_warehouse_id_created_at_index" RENAME TO "audit_log_unpartitioned_warehouse_index";--> statement-breakpoint
ALTER INDEX "audit_log_organization_id_created_at_index" RENAME TO "audit_log_unpartitioned_organization_index";--> statement-breakpoint
CREATE TABLE "audit_log" (LIKE "audit_log_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_id_created_at_pk" PRIMARY KEY("id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_entity_id_created_at_index" ON "audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_warehouse_id_created_at_index" ON "audit_log" USING btree ("warehouse_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_organization_id_created_at_index" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "audit_log_default" PARTITION OF "audit_log" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  -- At most ten years of months: a row older than that (a clock far off) waits in the default partition.
  first_month date := date_trunc('month', greatest(now() - interval '10 years',
    least(now(), coalesce((SELECT min(created_at) FROM audit_log_unpartitioned), now()))) AT TIME ZONE 'UTC')::date;
  last_month date := (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months')::date;
  month date;
BEGIN
  month := first_month;
  WHILE month <= last_month LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF audit_log FOR VALUES FROM (%L) TO (%L)',
      'audit_log_' || to_char(month, 'YYYY_MM'),
      (month::timestamp AT TIME ZONE 'UTC'),
      ((month + interval '1 month')::timestamp AT TIME ZONE 'UTC'));
    month := (month + interval '1 month')::date;
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "audit_log" SELECT * FROM "audit_log_unpartitioned";--> statement-breakpoint
DROP TABLE "audit_log_unpartitioned";--> statement-breakpoint
CREATE INDEX "notifications_read_created_at_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read" = true;
