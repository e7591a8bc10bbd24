-- The country a person sets in their settings (issue 31 / twelfth clinician review, en P1 #1, en P3 #1):
-- the emergency and crisis numbers of an urgent answer follow it when the chat names no country. Null:
-- not set (the language tag's region, then the locale's default, decide).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "region" text;
