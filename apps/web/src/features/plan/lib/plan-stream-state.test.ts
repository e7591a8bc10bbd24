import { describe, expect, it } from 'vitest';
import type { PlanDocument, PlanHead } from '@nutri/domain/contracts';
import { PLAN_SECTIONS } from '@nutri/domain/contracts/values';
import type { PlanStreamEvent } from '../api/stream-plan';
import { initialPlanStreamState, planOf, planStreamReducer, type PlanStreamState } from './plan-stream-state';

const head: PlanHead = {
  locale: 'en-US',
  engineVersion: 'o1-2',
  disclaimer: 'Not medical advice.',
  id: 'doc-1',
  customNutritionPlanId: 'plan-1',
  nickname: 'Mum',
  questionnaireType: 'short_questionnaire',
  nextStep: '1',
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};
// A test's stand-in profile: the reducer passes it through untouched.
const profile = { age: 55, weightKg: 61 } as PlanDocument['profile'];
const sections: Pick<PlanDocument, (typeof PLAN_SECTIONS)[number]> = {
  profile,
  nutrients: [],
  radar: [{ key: 'iron', score: 40 }],
  findings: [],
  recommendations: [],
  reportAnalysis: null,
  medicineTaboos: [],
  productReviews: [],
  products: [],
};
const sectionEvents: PlanStreamEvent[] = PLAN_SECTIONS.map(
  (name) => ({ event: 'section', data: { name, data: sections[name] } }) as PlanStreamEvent,
);

const run = (events: PlanStreamEvent[]): PlanStreamState =>
  events.reduce(
    (s, event) => planStreamReducer(s, { type: 'event', event }),
    planStreamReducer(initialPlanStreamState, { type: 'start' }),
  );

describe('the plan stream, put together without a cast', () => {
  it('every section, then the head: the whole document', () => {
    const state = run([...sectionEvents, { event: 'done', data: { plan: head } }]);
    expect(state.status).toBe('done');
    expect(state.plan).toEqual({ ...head, ...sections });
    expect(state.arrived).toEqual([...PLAN_SECTIONS]);
  });

  it('a section never sent: an error naming it, not half a plan', () => {
    const state = run([
      ...sectionEvents.filter((e) => e.event !== 'section' || e.data.name !== 'radar'),
      { event: 'done', data: { plan: head } },
    ]);
    expect(state.status).toBe('error');
    expect(state.plan).toBeNull();
    expect(state.errorMessage).toContain('radar');
  });

  it('planOf: null until every section is there (a null report analysis counts)', () => {
    expect(planOf(head, {})).toBeNull();
    expect(planOf(head, sections)).toMatchObject({
      radar: [{ key: 'iron', score: 40 }],
      reportAnalysis: null,
    });
  });
});
