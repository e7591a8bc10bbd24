-- The plan read sends the stored document's text as it is (ADR 0036): no stored document may carry the
-- keys the read adds itself (documents are written without them; this clears any older row).
UPDATE "plan_documents" SET "document" = "document" - array['id','customNutritionPlanId','nickname','questionnaireType','nextStep','createdAt','updatedAt','retestDue'] WHERE "document" ?| array['id','customNutritionPlanId','nickname','questionnaireType','nextStep','createdAt','updatedAt','retestDue'];
--> statement-breakpoint
-- What the read decides with, kept small beside the document when it is written, so the read detoasts
-- the document once (its text) instead of once per part: the locale, whether there is a report analysis
-- and its markers that have a re-test interval, and whether there is a medicine taboo / product review.
-- (jsonb_set, not jsonb_build_object: a generated column takes immutable functions only.)
ALTER TABLE "plan_documents" ADD COLUMN "read_parts" jsonb GENERATED ALWAYS AS (jsonb_set(jsonb_set(jsonb_set(jsonb_set('{}'::jsonb, '{locale}', coalesce("document"->'locale', 'null')), '{reportAnalysis}', CASE WHEN jsonb_typeof("document"->'reportAnalysis') = 'object' THEN jsonb_set('{}'::jsonb, '{markers}', jsonb_path_query_array("document", '$.reportAnalysis.markers[*] ? (exists(@.retest))')) ELSE 'null' END), '{medicineTaboos}', jsonb_path_query_array("document", '$.medicineTaboos[0]')), '{productReviews}', jsonb_path_query_array("document", '$.productReviews[0]'))) STORED NOT NULL;
