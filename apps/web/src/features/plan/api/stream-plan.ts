import type { PlanDocument, PlanSection } from '@nutri/domain/contracts';
import { streamJsonEvents } from '../../../lib/sse';

export type PlanStreamEvent =
  | { type: 'progress'; step: number; total: number; section: PlanSection }
  | { type: 'section'; name: PlanSection; data: unknown }
  | { type: 'done'; plan: PlanDocument }
  | { type: 'error'; code: number; msg: string };

function asRecord(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
}

/** Reads one raw event of `precise_nutrition_plan/stream` into a typed one; unknown events give null. */
export function toPlanStreamEvent(event: string, data: unknown): PlanStreamEvent | null {
  const d = asRecord(data);
  if (!d) return null;
  switch (event) {
    case 'progress':
      return typeof d.step === 'number' && typeof d.total === 'number' && typeof d.section === 'string'
        ? { type: 'progress', step: d.step, total: d.total, section: d.section as PlanSection }
        : null;
    case 'section':
      return typeof d.name === 'string'
        ? { type: 'section', name: d.name as PlanSection, data: d.data }
        : null;
    case 'done':
      return asRecord(d.plan) ? { type: 'done', plan: d.plan as PlanDocument } : null;
    case 'error':
      return {
        type: 'error',
        code: typeof d.code === 'number' ? d.code : 500,
        msg: typeof d.msg === 'string' ? d.msg : '',
      };
    default:
      return null;
  }
}

/**
 * `GET v1/precise_nutrition_plan/stream`: the plan section by section as the server computes it.
 * Rejects with an ApiError when the plan cannot be made (409: questionnaire incomplete, 404).
 */
export function streamPlan(
  planId: string,
  onEvent: (e: PlanStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  return streamJsonEvents('v1/precise_nutrition_plan/stream', {
    params: { custom_nutrition_plan_id: planId },
    signal,
    onEvent: ({ event, data }) => {
      const typed = toPlanStreamEvent(event, data);
      if (typed) onEvent(typed);
    },
  });
}
