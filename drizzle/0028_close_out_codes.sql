CREATE TYPE "public"."close_out_kind" AS ENUM('problem', 'cause', 'remedy');--> statement-breakpoint
CREATE TABLE "close_out_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" "close_out_kind" NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "close_out_codes_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "problem_code_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "cause_code_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "remedy_code_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "completion_note" text;--> statement-breakpoint
ALTER TABLE "close_out_codes" ADD CONSTRAINT "close_out_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "close_out_codes_organization_kind_code_idx" ON "close_out_codes" USING btree ("organization_id","kind","code");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_problem_code_id_close_out_codes_id_fk" FOREIGN KEY ("problem_code_id") REFERENCES "public"."close_out_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_cause_code_id_close_out_codes_id_fk" FOREIGN KEY ("cause_code_id") REFERENCES "public"."close_out_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_remedy_code_id_close_out_codes_id_fk" FOREIGN KEY ("remedy_code_id") REFERENCES "public"."close_out_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The close-out codes every organization starts with (ADR 56): ISO 14224's failure modes,
-- failure causes and maintenance activities, in words a technician uses. Supervisors rename,
-- add and retire them. Called wherever an organization is created (the demo seed, test
-- factories), and here for those that exist. Not a trigger: a restore loads them as they were.
CREATE FUNCTION "insert_default_close_out_codes"(org uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "close_out_codes" ("organization_id", "kind", "code", "label", "position")
  VALUES
    (org, 'problem', 'leaking', 'Leaking', 1),
    (org, 'problem', 'noise', 'Abnormal noise', 2),
    (org, 'problem', 'vibration', 'Vibration', 3),
    (org, 'problem', 'overheating', 'Overheating', 4),
    (org, 'problem', 'fails_to_start', 'Won’t start', 5),
    (org, 'problem', 'breakdown', 'Breakdown', 6),
    (org, 'problem', 'abnormal_output', 'Abnormal output', 7),
    (org, 'problem', 'electrical_fault', 'Electrical fault', 8),
    (org, 'problem', 'other', 'Other', 9),
    (org, 'cause', 'seal_wear', 'Seal wear', 1),
    (org, 'cause', 'misalignment', 'Misalignment', 2),
    (org, 'cause', 'lubrication', 'Lubrication', 3),
    (org, 'cause', 'contamination', 'Contamination', 4),
    (org, 'cause', 'fatigue', 'Wear and fatigue', 5),
    (org, 'cause', 'operator_error', 'Operator error', 6),
    (org, 'cause', 'electrical', 'Electrical', 7),
    (org, 'cause', 'design', 'Design', 8),
    (org, 'cause', 'unknown', 'Unknown', 9),
    (org, 'remedy', 'replaced', 'Replaced', 1),
    (org, 'remedy', 'repaired', 'Repaired', 2),
    (org, 'remedy', 'adjusted', 'Adjusted', 3),
    (org, 'remedy', 'cleaned', 'Cleaned', 4),
    (org, 'remedy', 'lubricated', 'Lubricated', 5),
    (org, 'remedy', 'modified', 'Modified', 6),
    (org, 'remedy', 'reset', 'Reset', 7),
    (org, 'remedy', 'no_action', 'No action', 8)
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT "insert_default_close_out_codes"("id") FROM "organizations";
