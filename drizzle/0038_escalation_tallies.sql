CREATE TABLE "escalation_tallies" (
	"warehouse_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"orders" integer NOT NULL,
	"critical" integer NOT NULL,
	"last_work_order_id" uuid NOT NULL,
	CONSTRAINT "escalation_tallies_warehouse_id_level_pk" PRIMARY KEY("warehouse_id","level")
);
--> statement-breakpoint
ALTER TABLE "escalation_tallies" ADD CONSTRAINT "escalation_tallies_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_tallies" ADD CONSTRAINT "escalation_tallies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;