ALTER TABLE "pm_templates" ADD COLUMN "first_due_on" date;--> statement-breakpoint
ALTER TABLE "pm_templates" ADD COLUMN "last_done_on" date;