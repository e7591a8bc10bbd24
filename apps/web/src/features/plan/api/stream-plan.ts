import type { Locale, StreamEventOf } from '@nutri/domain/contracts';
import { streamEndpoint } from '../../../lib/sse';

/** One event of the plan stream, typed by the contract: progress/section pairs, then done or error. */
export type PlanStreamEvent = StreamEventOf<'streamPlan'>;

/**
 * `GET v1/precise_nutrition_plan/stream`: the plan section by section as the server computes it, then
 * the document's head (everything but the sections). Rejects with an ApiError when the plan cannot be
 * made (409: questionnaire incomplete, 404).
 */
export function streamPlan(
  planId: string,
  locale: Locale,
  onEvent: (e: PlanStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  // The plan in the screen's language (its figures stay those of the standards it was made under).
  return streamEndpoint(
    'streamPlan',
    { query: { custom_nutrition_plan_id: planId, locale } },
    { signal, onEvent },
  );
}
