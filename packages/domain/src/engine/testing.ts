/**
 * Test helpers (not part of the engine API): fast-check arbitraries of valid answers.
 * Imported only by *.test.ts files.
 */
import fc from 'fast-check';
import {
  ACTIVITY_LEVELS,
  ALCOHOL_LEVELS,
  CONDITIONS,
  DIET_PATTERNS,
  DIGESTIVE_ISSUES,
  FOOD_GROUPS,
  FREQUENCIES,
  GOALS,
  SLEEP_QUALITY,
  SMOKING,
  STRESS_LEVELS,
  SUN_EXPOSURES,
  SUPPLEMENT_SALT_FORMS,
  type Answers,
  type LabValue,
  type SupplementIntake,
  isPregnantStage,
  SCOFF_ITEMS,
} from '../contracts/questionnaire';
import { NUTRIENT_KEYS } from '../nutrients';

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });

export interface AnswerPools {
  medicines: readonly string[];
  supplementOptionIds: readonly string[];
  labs: readonly { marker: string; unit: string; min: number; max: number }[];
}

/** Supplements by nutrient key with plausible label amounts (sometimes large, to stress the UL cap). */
const nutrientSupplement: fc.Arbitrary<SupplementIntake> = fc.record({
  name: fc.constantFrom(...NUTRIENT_KEYS),
  dose: fc.double({ min: 0.1, max: 2000, noNaN: true }),
  unit: fc.constantFrom('mg' as const, 'ug' as const),
});

export function answersArbitrary(pools: Partial<AnswerPools> = {}): fc.Arbitrary<Answers> {
  const freq = fc.constantFrom(...FREQUENCIES);
  const medicines = pools.medicines?.length ? fc.constantFrom(...pools.medicines) : fc.constant('metformin');
  const optionSupp: fc.Arbitrary<SupplementIntake> = pools.supplementOptionIds?.length
    ? fc.record({
        optionId: fc.constantFrom(...pools.supplementOptionIds),
        dose: fc.double({ min: 0.1, max: 5000, noNaN: true }),
        unit: fc.constantFrom('mg' as const, 'ug' as const, 'IU' as const),
      })
    : nutrientSupplement;
  // Doses stated as a salt (explicit form, or a typed salt name), some marked prescribed.
  const saltSupp: fc.Arbitrary<SupplementIntake> = fc.oneof(
    fc.record(
      {
        optionId: pools.supplementOptionIds?.length
          ? fc.constantFrom(...pools.supplementOptionIds)
          : fc.constant('iron-ferrous-sulfate'),
        dose: fc.double({ min: 1, max: 5000, noNaN: true }),
        unit: fc.constantFrom('mg' as const, 'g' as const),
        form: fc.constantFrom(...SUPPLEMENT_SALT_FORMS),
        prescribed: fc.boolean(),
      },
      { requiredKeys: ['optionId', 'dose', 'unit', 'form'] },
    ),
    fc.record(
      {
        name: fc.constantFrom(
          'ferrous sulfate 325 mg',
          '硫酸亚铁',
          'calcium carbonate',
          '碳酸钙',
          'magnesium oxide',
          'zinc sulfate',
          '氯化钾',
        ),
        dose: fc.double({ min: 1, max: 5000, noNaN: true }),
        unit: fc.constantFrom('mg' as const, 'g' as const),
        prescribed: fc.boolean(),
      },
      { requiredKeys: ['name', 'dose', 'unit'] },
    ),
  );
  const lab: fc.Arbitrary<LabValue> = pools.labs?.length
    ? fc
        .constantFrom(...pools.labs)
        .chain((l) =>
          fc
            .double({ min: l.min, max: l.max, noNaN: true })
            .map((value) => ({ marker: l.marker, unit: l.unit, value })),
        )
    : fc.record({
        marker: fc.constant('ferritin'),
        unit: fc.constant('ng/mL'),
        value: fc.double({ min: 1, max: 400, noNaN: true }),
      });

  return fc
    .record(
      {
        gender: fc.constantFrom('male' as const, 'female' as const),
        age: fc.integer({ min: 18, max: 100 }),
        heightCm: fc.double({ min: 100, max: 250, noNaN: true }),
        weightKg: fc.double({ min: 25, max: 300, noNaN: true }),
        activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
        lifeStage: opt(fc.constantFrom('none', 'pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating')),
        prePregnancyWeightKg: opt(fc.double({ min: 25, max: 300, noNaN: true })),
        gestationalWeek: opt(fc.integer({ min: 1, max: 42 })),
        scoff: opt(
          fc.record(
            Object.fromEntries(SCOFF_ITEMS.map((k) => [k, fc.boolean()])) as Record<
              (typeof SCOFF_ITEMS)[number],
              fc.Arbitrary<boolean>
            >,
            { requiredKeys: [] },
          ),
        ),
        dietPattern: opt(fc.constantFrom(...DIET_PATTERNS)),
        foodFrequency: opt(
          fc.record(
            Object.fromEntries(FOOD_GROUPS.map((g) => [g, freq])) as Record<
              (typeof FOOD_GROUPS)[number],
              typeof freq
            >,
            {
              requiredKeys: [],
            },
          ),
        ),
        sunExposure: opt(fc.constantFrom(...SUN_EXPOSURES)),
        alcohol: opt(fc.constantFrom(...ALCOHOL_LEVELS)),
        smoking: opt(fc.constantFrom(...SMOKING)),
        sleepQuality: opt(fc.constantFrom(...SLEEP_QUALITY)),
        stressLevel: opt(fc.constantFrom(...STRESS_LEVELS)),
        digestiveIssues: opt(fc.uniqueArray(fc.constantFrom(...DIGESTIVE_ISSUES))),
        goals: opt(fc.uniqueArray(fc.constantFrom(...GOALS))),
        conditions: opt(fc.uniqueArray(fc.constantFrom(...CONDITIONS))),
        medicines: opt(fc.uniqueArray(medicines, { maxLength: 5 })),
        supplements: opt(fc.array(fc.oneof(optionSupp, nutrientSupplement, saltSupp), { maxLength: 6 })),
        labs: opt(fc.array(lab, { maxLength: 6 })),
      },
      { requiredKeys: ['gender', 'age', 'heightCm', 'weightKg', 'activityLevel'] },
    )
    .map((a) => {
      // Pregnancy and gestational diabetes apply to women only (the schema rejects them for men).
      let out = a;
      if (a.gender === 'male') {
        const conditions = a.conditions?.filter((c) => c !== 'gestational_diabetes');
        out = {
          ...a,
          ...(a.lifeStage !== undefined ? { lifeStage: 'none' as const } : {}),
          ...(conditions ? { conditions } : {}),
        };
      }
      // The week belongs to a pregnancy only (the schema rejects it otherwise).
      if (out.gestationalWeek !== undefined && !isPregnantStage(out.lifeStage)) {
        const { gestationalWeek: _week, ...rest } = out;
        return rest;
      }
      return out;
    }) as fc.Arbitrary<Answers>;
}
