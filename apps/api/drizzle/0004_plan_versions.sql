CREATE TABLE "plan_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"questionnaire_type" text NOT NULL,
	"engine_version" text NOT NULL,
	"document" jsonb NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_documents" ADD COLUMN "questionnaire_type" text;--> statement-breakpoint
ALTER TABLE "plan_document_versions" ADD CONSTRAINT "plan_document_versions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_document_versions" ADD CONSTRAINT "plan_document_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_document_versions_plan_version_idx" ON "plan_document_versions" USING btree ("plan_id","version");