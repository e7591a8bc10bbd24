-- The data export reads each of a person's tables a page at a time, seeking past the last row it sent
-- (issue 35): these indexes make each page a seek on (user, time, id) instead of a scan of every row
-- of every user. The operation-log index also serves the prune that keeps the newest 1,000.
CREATE INDEX IF NOT EXISTS "messages_user_idx" ON "messages" USING btree ("user_id","created_at","id");
--> statement-breakpoint
DROP INDEX IF EXISTS "operation_logs_user_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "operation_logs_user_idx" ON "operation_logs" USING btree ("user_id","created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "plan_document_versions_user_idx" ON "plan_document_versions" USING btree ("user_id","plan_id","version");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conversations_user_created_idx" ON "conversations" USING btree ("user_id","created_at","id");
