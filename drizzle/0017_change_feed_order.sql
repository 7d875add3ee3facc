ALTER TABLE "outbox_events" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_events_feed_idx" ON "outbox_events" USING btree ("tx","id");