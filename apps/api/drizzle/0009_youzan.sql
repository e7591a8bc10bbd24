CREATE TABLE "youzan_trades" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"book_key" text NOT NULL,
	"checkout_url" text NOT NULL,
	"tid" text,
	"trade_status" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youzan_trades_book_key_unique" UNIQUE("book_key"),
	CONSTRAINT "youzan_trades_tid_unique" UNIQUE("tid")
);
--> statement-breakpoint
CREATE TABLE "youzan_pushes" (
	"msg_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"tid" text,
	"status" text,
	"version" bigint,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "youzan_trades" ADD CONSTRAINT "youzan_trades_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
