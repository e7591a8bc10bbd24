CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_created_idx" ON "operator_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target_id","created_at");
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
-- An order moved by an operator is audited by the database, in the move's own transaction: the order
-- life writes one order_events row per move (its actor, from and to status, details), and this turns the
-- operator's into an operator_audit row. A move that fails writes no event, so no audit row; an audit row
-- that cannot be written fails the move (ADR 0030).
CREATE FUNCTION "operator_audit_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "operator_audit" ("operator_id", "action", "target_type", "target_id", "details", "created_at")
	VALUES (
		(NEW."actor"->>'operatorId')::uuid,
		CASE NEW."action"
			WHEN 'shipped' THEN 'order.ship'
			WHEN 'refunded' THEN 'order.refund'
			WHEN 'refund_partial' THEN 'order.refund'
			WHEN 'cancelled' THEN 'order.cancel'
			WHEN 'completed' THEN 'order.complete'
			WHEN 'paid' THEN 'order.mark_paid'
			ELSE 'order.' || NEW."action"
		END,
		'order',
		NEW."order_id"::text,
		NEW."details" || jsonb_build_object(
			'before', jsonb_build_object('status', NEW."from_status"),
			'after', jsonb_build_object('status', NEW."to_status"),
			'orderEventId', NEW."id"
		),
		NEW."created_at"
	);
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_operator_audit" AFTER INSERT ON "order_events" FOR EACH ROW WHEN (NEW."actor"->>'kind' = 'operator') EXECUTE FUNCTION "operator_audit_order_event"();
