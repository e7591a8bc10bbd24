import { startTransition, useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { streamPlan, type PlanStreamEvent } from '../api/stream-plan';
import { initialPlanStreamState, planStreamReducer, type PlanStreamState } from './plan-stream-state';

/** Time each streamed section takes to appear, so the user sees the plan being built (ms). */
const REVEAL_MS = 140;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Streams the plan `planId` (null: nothing to load) in the screen's language and returns the live
 * state. `attempt` restarts it (retry), and so does a change of language: the findings and advice
 * are then said again in the new one (issue 19.1). The server may send every section within milliseconds; they are revealed one by one at a
 * readable pace unless the user asked for reduced motion.
 */
export function usePlanStream(planId: string | null, attempt: number): PlanStreamState {
  const [state, dispatch] = useReducer(planStreamReducer, initialPlanStreamState);
  // The kept-alive page is hidden, not unmounted, when the user leaves: its effects are cleaned up
  // and run again on return. A plan already shown must not stream again then.
  const completed = useRef<string | null>(null);
  const locale = useLocaleStore((s) => s.locale);

  useEffect(() => {
    if (!planId) return;
    const key = `${planId}#${attempt}#${locale}`;
    if (completed.current === key) return;
    const controller = new AbortController();
    const queue: PlanStreamEvent[] = [];
    let timer: number | undefined;
    let finished = false;
    const pace = prefersReducedMotion() ? 0 : REVEAL_MS;

    const drain = () => {
      timer = undefined;
      const next = queue.shift();
      if (!next) return;
      // A transition: React renders the new section in slices between frames, so a tap or a scroll is
      // never kept waiting behind it (the page appends a whole card per event).
      startTransition(() => dispatch({ type: 'event', event: next }));
      // Progress events carry no content: only sections wait their turn.
      if (queue.length > 0) timer = window.setTimeout(drain, next.event === 'section' ? pace : 0);
    };

    dispatch({ type: 'start' });
    streamPlan(
      planId,
      locale,
      (event) => {
        queue.push(event);
        if (timer === undefined) timer = window.setTimeout(drain, 0);
      },
      controller.signal,
    )
      .then(() => {
        finished = true;
        completed.current = key;
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        finished = true;
        dispatch({
          type: 'failed',
          status: isApiError(e) ? e.status : 0,
          message: isApiError(e) ? e.msg : '',
        });
      });

    return () => {
      if (!finished) controller.abort();
      if (timer !== undefined) window.clearTimeout(timer);
      // Leaving before the reveal ended: apply what already arrived, so the page is whole on return.
      for (const event of queue.splice(0)) dispatch({ type: 'event', event });
    };
  }, [planId, attempt, locale]);

  return state;
}
