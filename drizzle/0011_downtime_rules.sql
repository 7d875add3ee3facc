-- Downtime of one equipment never overlaps, so downtime sums never count an hour twice
-- (an open record reaches to infinity). Needs btree_gist for the uuid equality.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "downtime" ADD CONSTRAINT "downtime_no_overlap" EXCLUDE USING gist (
  "equipment_id" WITH =,
  tstzrange("started_at", coalesce("ended_at", 'infinity'::timestamptz), '[)') WITH &&
) WHERE ("deleted_at" IS NULL);
--> statement-breakpoint
-- The reason codes every organization starts with; managers rename, add and retire them. Called
-- wherever an organization is created (the demo seed, test factories), and here for those that exist.
-- Not a trigger: a restore loads organizations and their reasons as they were.
CREATE FUNCTION "insert_default_downtime_reasons"(org uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "downtime_reasons" ("organization_id", "code", "label", "planned", "position")
  VALUES
    (org, 'breakdown', 'Breakdown', false, 1),
    (org, 'planned_maintenance', 'Planned maintenance', true, 2),
    (org, 'waiting_for_parts', 'Waiting for parts', false, 3),
    (org, 'operator', 'Operator', false, 4),
    (org, 'utilities', 'Utilities', false, 5),
    (org, 'other', 'Other', false, 6)
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT "insert_default_downtime_reasons"("id") FROM "organizations";
