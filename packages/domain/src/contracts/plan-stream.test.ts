import { describe, expect, expectTypeOf, it } from 'vitest';
import { planSectionEventSchema, planStreamEventSchemas, type PlanSectionEvent } from './endpoints';
import { type PlanDocument } from './plan';
import { PLAN_SECTIONS, type PlanSection } from './values';

describe("the plan stream's section event: a schema per section", () => {
  it('has one member per section, in the order the stream sends them', () => {
    expect(planSectionEventSchema.options.map((o) => o.shape.name.value)).toEqual([...PLAN_SECTIONS]);
    expectTypeOf<PlanSectionEvent['name']>().toEqualTypeOf<PlanSection>();
    expectTypeOf<Extract<PlanSectionEvent, { name: 'radar' }>['data']>().toEqualTypeOf<
      PlanDocument['radar']
    >();
  });

  it.each<[string, unknown, boolean]>([
    ['a radar as the document has it', { name: 'radar', data: [{ key: 'iron', score: 40 }] }, true],
    ['no report analysis (null)', { name: 'reportAnalysis', data: null }, true],
    ['a radar shaped like something else', { name: 'radar', data: { key: 'iron' } }, false],
    ['products without data', { name: 'products' }, false],
    ['a section the plan does not have', { name: 'weather', data: [] }, false],
  ])('%s → accepted %s', (_, event, ok) => {
    expect(planStreamEventSchemas.section.safeParse(event).success).toBe(ok);
  });
});
