CREATE TABLE "fo_sequences" (
	"warehouse_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fo_sequences_warehouse_id_year_pk" PRIMARY KEY("warehouse_id","year")
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"entity_id" text NOT NULL,
	"organization_id" uuid,
	"warehouse_id" uuid,
	"user_ids" uuid[],
	"silent" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fo_sequences" ADD CONSTRAINT "fo_sequences_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_created_at_index" ON "outbox_events" USING btree ("created_at");