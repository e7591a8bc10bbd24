import { describe, expect, it } from 'vitest';
import { LAB_MARKERS_PER_PLAN_MAX, parseAnswers, type Answers, type LabValue } from '../contracts';
import { EngineInputError, planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import {
  engineAnswersOf,
  labsOverPlanBound,
  mergeLabs,
  planInputsFor,
  planResultFor,
  type PlanInputsSource,
} from './plan-inputs';

const base: Answers = { gender: 'female', age: 40, heightCm: 165, weightKg: 60, activityLevel: 'light' };
const plan = (over: Partial<PlanInputsSource> = {}): PlanInputsSource => ({
  locale: 'zh-CN',
  medicines: null,
  supplements: null,
  reportLabs: null,
  ...over,
});
const lab = (marker: string, value: number, unit = 'ng/mL'): LabValue => ({ marker, value, unit });

describe('planInputsFor: what the engine is given', () => {
  it.each<[string, Answers, PlanInputsSource, Partial<Answers>, string[]]>([
    ['answers as stored when nothing was reviewed', base, plan(), {}, []],
    [
      'the review step replaces the questionnaire medicines (as ids) and keeps its doses',
      { ...base, medicines: ['aspirin'] },
      plan({ medicines: [{ id: 'warfarin', dose: 5, unit: 'mg' }] }),
      { medicines: ['warfarin'], medicineDoses: [{ id: 'warfarin', dose: 5, unit: 'mg' }] },
      [],
    ],
    [
      'stored free text the dictionary cannot place is named, not given to the engine',
      { ...base, medicines: ['warfarin', 'a made-up pill'] },
      plan(),
      { medicines: ['warfarin'] },
      ['a made-up pill'],
    ],
    [
      'confirmed report values follow the typed ones, the later winning per marker',
      { ...base, labs: [lab('ferritin', 20), lab('vitaminD25OH', 30)] },
      plan({ reportLabs: [lab('ferritin', 8)] }),
      { labs: [lab('vitaminD25OH', 30), lab('ferritin', 8)] },
      [],
    ],
    [
      'reviewed supplements replace the questionnaire ones',
      { ...base, supplements: [{ optionId: 'vitamin_d3', dose: 400, unit: 'IU' }] },
      plan({ supplements: [] }),
      { supplements: [] },
      [],
    ],
  ])('%s', (_, answers, source, expected, unresolved) => {
    const inputs = planInputsFor({ answers }, source);
    expect(inputs.answers).toMatchObject(expected);
    expect(inputs.unresolved).toEqual(unresolved);
    expect(inputs.locale).toBe(source.locale);
  });

  it.each<[string, PlanInputsSource, Answers, boolean]>([
    ['the same inputs', plan(), base, true],
    [
      'keys in another order',
      plan(),
      { activityLevel: 'light', weightKg: 60, heightCm: 165, age: 40, gender: 'female' },
      true,
    ],
    ['another weight', plan(), { ...base, weightKg: 61 }, false],
    ['another locale', plan({ locale: 'en-US' }), base, false],
    ['a confirmed report value', plan({ reportLabs: [lab('ferritin', 8)] }), base, false],
  ])('the hash: %s → same %s', (_, source, answers, same) => {
    const a = planInputsFor({ answers: base }, plan()).inputHash;
    expect(planInputsFor({ answers }, source).inputHash === a).toBe(same);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('engineAnswersOf: validated once for the engine', () => {
  it.each<[string, unknown, boolean]>([
    ['a complete set', base, true],
    ['a weight under the range', { ...base, weightKg: 10 }, false],
    ['a weight over the range', { ...base, weightKg: 400 }, false],
    ['no weight', { ...base, weightKg: undefined }, false],
    ['a man in pregnancy', { ...base, gender: 'male', lifeStage: 'pregnant_t1' }, false],
  ])('%s → valid %s', (_, answers, valid) => {
    const inputs = { answers: answers as Answers };
    if (valid) expect(engineAnswersOf(inputs)).toEqual(parseAnswers(answers).success && answers);
    else expect(() => engineAnswersOf(inputs)).toThrow(EngineInputError);
  });

  // The engine given validated answers says what `planFor` (which validates them itself) says.
  it.each(REFERENCE_PERSONAS.slice(0, 12).map(([name, answers]) => [name, answers] as const))(
    '%s: planResultFor = planFor',
    (_, answers) => {
      const inputs = planInputsFor({ answers }, plan({ locale: 'en-US' }));
      const made = planResultFor(engineAnswersOf(inputs), inputs);
      expect(made).toEqual(planFor(inputs.answers, 'en-US'));
      const other = planResultFor(engineAnswersOf(inputs), inputs, 'zh-CN');
      expect(other).toEqual(planFor(inputs.answers, 'zh-CN', { standards: 'en-US' }));
    },
  );

  it('unresolved medicine text is named first among the findings, in the reading language', () => {
    const inputs = planInputsFor({ answers: { ...base, medicines: ['xyzzy'] } }, plan());
    const made = planResultFor(engineAnswersOf(inputs), inputs, 'en-US');
    expect(made.findings[0]).toMatchObject({ id: 'medicines.unresolved', severity: 'warning' });
    expect(made.findings[0]?.text).toContain("'xyzzy'");
  });
});

describe('the per-plan lab bound, checked in one place', () => {
  const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => lab(`${prefix}${i}`, 1));
  it.each<[string, LabValue[], LabValue[], number | null]>([
    ['nothing', [], [], null],
    ['at the bound', many(LAB_MARKERS_PER_PLAN_MAX, 'm'), [], null],
    [
      'one over, typed and confirmed apart',
      many(LAB_MARKERS_PER_PLAN_MAX, 'm'),
      [lab('x', 1)],
      LAB_MARKERS_PER_PLAN_MAX + 1,
    ],
    ['the same markers count once', many(LAB_MARKERS_PER_PLAN_MAX, 'm'), many(3, 'm'), null],
  ])('%s → %s', (_, typed, confirmed, over) => {
    expect(labsOverPlanBound(typed, confirmed)).toBe(over);
  });

  it('mergeLabs keeps one value per marker, the later list winning and moving last', () => {
    expect(mergeLabs([lab('a', 1), lab('b', 2)], [lab('a', 3)])).toEqual([lab('b', 2), lab('a', 3)]);
  });
});
