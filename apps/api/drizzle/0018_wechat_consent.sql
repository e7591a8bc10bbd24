-- WeChat reminders' consent step (issue 34 §2, ADR 0047): what the account answered in WeChat's consent
-- sheet per subscription message template (erased with the account), and the official account's JS-SDK
-- ticket shared by every instance.
CREATE TABLE IF NOT EXISTS "wechat_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_consents" ADD CONSTRAINT "wechat_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "wechat_consents_user_template_idx" ON "wechat_consents" USING btree ("user_id","template_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "wechat_tickets" (
	"app_id" text NOT NULL,
	"kind" text NOT NULL,
	"ticket" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_tickets_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
