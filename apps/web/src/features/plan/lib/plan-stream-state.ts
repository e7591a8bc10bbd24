import type { PlanDocument, PlanHead, PlanSection } from '@nutri/domain/contracts';
import { PLAN_SECTIONS } from '@nutri/domain/contracts/values';
import type { PlanStreamEvent } from '../api/stream-plan';

/** What the plan page knows while the plan streams in, and after. */
export interface PlanStreamState {
  status: 'idle' | 'streaming' | 'done' | 'error';
  /** Sections received so far, by name. */
  sections: Partial<Pick<PlanDocument, PlanSection>>;
  /** Names in arrival order. */
  arrived: PlanSection[];
  step: number;
  total: number;
  plan: PlanDocument | null;
  /** HTTP status of the failure (0: network; 409: questionnaire incomplete; 404: no such plan). */
  errorStatus: number;
  errorMessage: string;
}

export const initialPlanStreamState: PlanStreamState = {
  status: 'idle',
  sections: {},
  arrived: [],
  step: 0,
  total: 9,
  plan: null,
  errorStatus: 0,
  errorMessage: '',
};

export type PlanStreamAction =
  | { type: 'start' }
  | { type: 'event'; event: PlanStreamEvent }
  | { type: 'failed'; status: number; message: string };

/**
 * The document from the stream's end (its head) and its sections, each typed by the contract's section
 * schema; null while a section is missing (the server sends every one before the end).
 */
export function planOf(head: PlanHead, sections: PlanStreamState['sections']): PlanDocument | null {
  const {
    profile,
    nutrients,
    radar,
    findings,
    recommendations,
    reportAnalysis,
    medicineTaboos,
    productReviews,
    products,
  } = sections;
  if (
    profile === undefined ||
    nutrients === undefined ||
    radar === undefined ||
    findings === undefined ||
    recommendations === undefined ||
    reportAnalysis === undefined ||
    medicineTaboos === undefined ||
    productReviews === undefined ||
    products === undefined
  )
    return null;
  return {
    ...head,
    profile,
    nutrients,
    radar,
    findings,
    recommendations,
    reportAnalysis,
    medicineTaboos,
    productReviews,
    products,
  };
}

/** Pure reducer of the stream: easy to test, and the page is a function of it. */
export function planStreamReducer(state: PlanStreamState, action: PlanStreamAction): PlanStreamState {
  switch (action.type) {
    case 'start':
      return { ...initialPlanStreamState, status: 'streaming' };
    case 'failed':
      return { ...state, status: 'error', errorStatus: action.status, errorMessage: action.message };
    case 'event': {
      const e = action.event;
      switch (e.event) {
        case 'progress':
          return { ...state, step: e.data.step, total: e.data.total };
        case 'section': {
          const { name, data } = e.data;
          return {
            ...state,
            sections: { ...state.sections, [name]: data },
            arrived: state.arrived.includes(name) ? state.arrived : [...state.arrived, name],
          };
        }
        case 'done': {
          // Each section came once; the end brings the rest of the document, which completes it.
          const plan = planOf(e.data.plan, state.sections);
          if (!plan) {
            const missing = PLAN_SECTIONS.filter((n) => !(n in state.sections)).join(', ');
            return { ...state, status: 'error', errorStatus: 0, errorMessage: `plan incomplete: ${missing}` };
          }
          return { ...state, status: 'done', plan, step: state.total };
        }
        case 'error':
          return { ...state, status: 'error', errorStatus: e.data.code, errorMessage: e.data.msg };
      }
    }
  }
}
