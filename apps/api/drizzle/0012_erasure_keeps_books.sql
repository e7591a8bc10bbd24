-- Erasing an account keeps the orders that moved money (issue 35, ADR 0039): their buyer becomes null
-- (the row is pseudonymised by the erasure itself) instead of the order, its history and its refunds
-- being deleted with the account.
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
