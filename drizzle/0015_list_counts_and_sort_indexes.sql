CREATE SCHEMA "derived";
--> statement-breakpoint
CREATE TABLE "derived"."equipment_counts" (
	"warehouse_id" uuid NOT NULL,
	"status" "equipment_status" NOT NULL,
	"criticality" "criticality" NOT NULL,
	"shard" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "equipment_counts_warehouse_id_status_criticality_shard_pk" PRIMARY KEY("warehouse_id","status","criticality","shard")
);
--> statement-breakpoint
CREATE TABLE "derived"."work_order_counts" (
	"warehouse_id" uuid NOT NULL,
	"status" "work_order_status" NOT NULL,
	"priority" "priority" NOT NULL,
	"type" "work_order_type" NOT NULL,
	"shard" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "work_order_counts_warehouse_id_status_priority_type_shard_pk" PRIMARY KEY("warehouse_id","status","priority","type","shard")
);
--> statement-breakpoint
CREATE TABLE "derived"."work_order_day_counts" (
	"warehouse_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shard" integer NOT NULL,
	"created" integer NOT NULL,
	"created_open" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "work_order_day_counts_warehouse_id_day_shard_pk" PRIMARY KEY("warehouse_id","day","shard")
);
--> statement-breakpoint
DROP INDEX "work_orders_live_status_created_idx";--> statement-breakpoint
DROP INDEX "work_orders_warehouse_id_priority_index";--> statement-breakpoint
DROP INDEX "work_orders_warehouse_id_assigned_to_index";--> statement-breakpoint
CREATE INDEX "work_orders_live_due_idx" ON "work_orders" USING btree ("warehouse_id",(coalesce("due_date", 'infinity'::timestamptz)),"id","status") WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_open_due_idx" ON "work_orders" USING btree ("warehouse_id",(coalesce("due_date", 'infinity'::timestamptz)),"id","status","due_date","assigned_to","type") WHERE "work_orders"."deleted_at" is null and "work_orders"."status" in ('new', 'assigned', 'in_progress');--> statement-breakpoint
CREATE INDEX "work_orders_open_created_idx" ON "work_orders" USING btree ("warehouse_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status") WHERE "work_orders"."deleted_at" is null and "work_orders"."status" in ('new', 'assigned', 'in_progress');--> statement-breakpoint
CREATE INDEX "work_orders_open_priority_idx" ON "work_orders" USING btree ("warehouse_id","priority" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status") WHERE "work_orders"."deleted_at" is null and "work_orders"."status" in ('new', 'assigned', 'in_progress');--> statement-breakpoint
CREATE INDEX "work_orders_live_priority_idx" ON "work_orders" USING btree ("warehouse_id","priority" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status") WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_live_updated_idx" ON "work_orders" USING btree ("warehouse_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status") WHERE "work_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "work_orders_live_assignee_idx" ON "work_orders" USING btree ("warehouse_id","assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status") WHERE "work_orders"."deleted_at" is null;
--> statement-breakpoint
-- Hand-written from here (ADR 34): the triggers that keep the counts exact, whoever writes.
-- What a statement changed, as signed counts per key: the rows it added count +1, the rows it
-- removed -1 (an update does both), one aggregate per statement (bulk SQL, the PM scheduler's
-- insert … select and a restore's COPY alike).
CREATE TYPE "derived"."work_order_change" AS (
	"warehouse_id" uuid,
	"status" "work_order_status",
	"priority" "priority",
	"type" "work_order_type",
	"created_on" date,
	"completed_on" date,
	"n" integer
);
--> statement-breakpoint
CREATE TYPE "derived"."equipment_change" AS (
	"warehouse_id" uuid,
	"status" "equipment_status",
	"criticality" "criticality",
	"n" integer
);
--> statement-breakpoint
-- A key's count may be spread over several rows (shards), which readers sum. A writer adds to
-- a shard no other transaction holds (SKIP LOCKED), or opens a shard of its own (numbered by its
-- backend) when all are held: it never waits for another writer, whose transaction may still be
-- in the middle of a request — so a key has about as many shards as it ever had writers at once.
-- The update names the shard, not the row version: the version locked may be one committed after
-- the statement began, which the update then follows.
-- Keys in order. "Open" is OPEN_STATUSES of src/shared/work-order-rules.ts.
CREATE FUNCTION "derived"."add_work_order_changes"(changes "derived"."work_order_change"[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	k record;
BEGIN
	FOR k IN
		SELECT x."warehouse_id", x."status", x."priority", x."type", sum(x."n")::int AS "n"
		FROM unnest(changes) x GROUP BY 1, 2, 3, 4 HAVING sum(x."n") <> 0 ORDER BY 1, 2, 3, 4
	LOOP
		UPDATE "derived"."work_order_counts" SET "n" = "n" + k."n"
		WHERE "warehouse_id" = k."warehouse_id" AND "status" = k."status" AND "priority" = k."priority"
			AND "type" = k."type" AND "shard" = (
				SELECT "shard" FROM "derived"."work_order_counts"
				WHERE "warehouse_id" = k."warehouse_id" AND "status" = k."status" AND "priority" = k."priority"
					AND "type" = k."type"
				LIMIT 1 FOR UPDATE SKIP LOCKED);
		IF NOT FOUND THEN
			INSERT INTO "derived"."work_order_counts" AS c ("warehouse_id", "status", "priority", "type", "shard", "n")
			VALUES (k."warehouse_id", k."status", k."priority", k."type", pg_backend_pid(), k."n")
			ON CONFLICT ("warehouse_id", "status", "priority", "type", "shard") DO UPDATE SET "n" = c."n" + excluded."n";
		END IF;
	END LOOP;

	FOR k IN
		SELECT x."warehouse_id", d."day", sum(d."created")::int AS "created", sum(d."created_open")::int AS "created_open",
			sum(d."completed")::int AS "completed"
		FROM unnest(changes) x
		CROSS JOIN LATERAL (VALUES
			(x."created_on", x."n", CASE WHEN x."status" IN ('new', 'assigned', 'in_progress') THEN x."n" ELSE 0 END, 0),
			(x."completed_on", 0, 0, x."n")
		) d("day", "created", "created_open", "completed")
		WHERE d."day" IS NOT NULL
		GROUP BY 1, 2
		HAVING sum(d."created") <> 0 OR sum(d."created_open") <> 0 OR sum(d."completed") <> 0
		ORDER BY 1, 2
	LOOP
		UPDATE "derived"."work_order_day_counts" SET
			"created" = "created" + k."created",
			"created_open" = "created_open" + k."created_open",
			"completed" = "completed" + k."completed"
		WHERE "warehouse_id" = k."warehouse_id" AND "day" = k."day" AND "shard" = (
			SELECT "shard" FROM "derived"."work_order_day_counts"
			WHERE "warehouse_id" = k."warehouse_id" AND "day" = k."day"
			LIMIT 1 FOR UPDATE SKIP LOCKED);
		IF NOT FOUND THEN
			INSERT INTO "derived"."work_order_day_counts" AS d ("warehouse_id", "day", "shard", "created", "created_open", "completed")
			VALUES (k."warehouse_id", k."day", pg_backend_pid(), k."created", k."created_open", k."completed")
			ON CONFLICT ("warehouse_id", "day", "shard") DO UPDATE SET
				"created" = d."created" + excluded."created",
				"created_open" = d."created_open" + excluded."created_open",
				"completed" = d."completed" + excluded."completed";
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "derived"."add_equipment_changes"(changes "derived"."equipment_change"[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	k record;
BEGIN
	FOR k IN
		SELECT x."warehouse_id", x."status", x."criticality", sum(x."n")::int AS "n"
		FROM unnest(changes) x GROUP BY 1, 2, 3 HAVING sum(x."n") <> 0 ORDER BY 1, 2, 3
	LOOP
		UPDATE "derived"."equipment_counts" SET "n" = "n" + k."n"
		WHERE "warehouse_id" = k."warehouse_id" AND "status" = k."status" AND "criticality" = k."criticality"
			AND "shard" = (
				SELECT "shard" FROM "derived"."equipment_counts"
				WHERE "warehouse_id" = k."warehouse_id" AND "status" = k."status" AND "criticality" = k."criticality"
				LIMIT 1 FOR UPDATE SKIP LOCKED);
		IF NOT FOUND THEN
			INSERT INTO "derived"."equipment_counts" AS c ("warehouse_id", "status", "criticality", "shard", "n")
			VALUES (k."warehouse_id", k."status", k."criticality", pg_backend_pid(), k."n")
			ON CONFLICT ("warehouse_id", "status", "criticality", "shard") DO UPDATE SET "n" = c."n" + excluded."n";
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "derived"."count_work_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes "derived"."work_order_change"[] := '{}';
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		changes := changes || array(
			SELECT g::"derived"."work_order_change" FROM (
				SELECT "warehouse_id", "status", "priority", "type", ("created_at" AT TIME ZONE 'UTC')::date,
					("completed_at" AT TIME ZONE 'UTC')::date, count(*)::int
				FROM new_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4, 5, 6) g);
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		changes := changes || array(
			SELECT g::"derived"."work_order_change" FROM (
				SELECT "warehouse_id", "status", "priority", "type", ("created_at" AT TIME ZONE 'UTC')::date,
					("completed_at" AT TIME ZONE 'UTC')::date, -count(*)::int
				FROM old_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4, 5, 6) g);
	END IF;
	IF cardinality(changes) > 0 THEN PERFORM "derived"."add_work_order_changes"(changes); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "derived"."count_equipment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes "derived"."equipment_change"[] := '{}';
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		changes := changes || array(
			SELECT g::"derived"."equipment_change" FROM (
				SELECT "warehouse_id", "status", "criticality", count(*)::int
				FROM new_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3) g);
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		changes := changes || array(
			SELECT g::"derived"."equipment_change" FROM (
				SELECT "warehouse_id", "status", "criticality", -count(*)::int
				FROM old_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3) g);
	END IF;
	IF cardinality(changes) > 0 THEN PERFORM "derived"."add_equipment_changes"(changes); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "derived"."forget_work_order_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "derived"."work_order_counts", "derived"."work_order_day_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "derived"."forget_equipment_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE "derived"."equipment_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_counted_on_insert" AFTER INSERT ON "work_orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."count_work_orders"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_counted_on_update" AFTER UPDATE ON "work_orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."count_work_orders"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_counted_on_delete" AFTER DELETE ON "work_orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."count_work_orders"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_counted_on_truncate" AFTER TRUNCATE ON "work_orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "derived"."forget_work_order_counts"();
--> statement-breakpoint
CREATE TRIGGER "equipment_counted_on_insert" AFTER INSERT ON "equipment"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."count_equipment"();
--> statement-breakpoint
CREATE TRIGGER "equipment_counted_on_update" AFTER UPDATE ON "equipment"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."count_equipment"();
--> statement-breakpoint
CREATE TRIGGER "equipment_counted_on_delete" AFTER DELETE ON "equipment"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."count_equipment"();
--> statement-breakpoint
CREATE TRIGGER "equipment_counted_on_truncate" AFTER TRUNCATE ON "equipment"
	FOR EACH STATEMENT EXECUTE FUNCTION "derived"."forget_equipment_counts"();
--> statement-breakpoint
-- What is already there. The triggers above hold both tables against writes until the migration
-- commits, so nothing is counted twice or missed.
SELECT "derived"."add_work_order_changes"(array(
	SELECT g::"derived"."work_order_change" FROM (
		SELECT "warehouse_id", "status", "priority", "type", ("created_at" AT TIME ZONE 'UTC')::date,
			("completed_at" AT TIME ZONE 'UTC')::date, count(*)::int
		FROM "work_orders" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4, 5, 6) g));
--> statement-breakpoint
SELECT "derived"."add_equipment_changes"(array(
	SELECT g::"derived"."equipment_change" FROM (
		SELECT "warehouse_id", "status", "criticality", count(*)::int
		FROM "equipment" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3) g));
