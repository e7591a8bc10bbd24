-- Today's schedule (issue 34 §1): the doses a person ticked off, per plan (self or a family member) and
-- date, and the schedule each plan's person last saw (what "changed since" is measured from).
CREATE TABLE IF NOT EXISTS "day_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"date" date NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_records" ADD CONSTRAINT "day_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "day_records" ADD CONSTRAINT "day_records_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "day_records_plan_date_item_idx" ON "day_records" USING btree ("plan_id","date","item_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "day_records_user_idx" ON "day_records" USING btree ("user_id","created_at","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "schedule_seen" (
	"plan_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_seen" ADD CONSTRAINT "schedule_seen_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "schedule_seen" ADD CONSTRAINT "schedule_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
