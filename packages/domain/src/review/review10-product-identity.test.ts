/**
 * Tenth clinician review, zh P1 (老张, 72, rivaroxaban 15 mg), findings 1 and 6: an identified product's
 * interactions depend on what it is, never on whether its dose unit can be read ("纳豆激酶 20000 IU"
 * lost the major rivaroxaban × nattokinase pair; with "capsule" it was there); 三七 / 三七粉 / 云南三七,
 * 丹参, 红花 and 血塞通 are recognised, with the bleeding pair the chat already gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { INTERACTION_RULES } from '../knowledge/interactions';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { isProductUnit, PRODUCT_UNITS_PER_DAY_MAX, SUPPLEMENT_DOSE_UNITS } from '../units';
import { LOCALES, findingOf, person } from '../testing';
import { intakeFromSupplements } from './index';

const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};
const LAOZHANG = persona('rivaroxaban with notoginseng powder and nattokinase in IU');

const onRivaroxaban = (
  supplements: SupplementIntake[],
  medicines: readonly string[] = ['rivaroxaban'],
): Answers => ({
  ...person('male', 72, 170, 68, 'light'),
  medicines: [...medicines],
  supplements,
});

/**
 * Rules that fire only from a daily amount (biotin from 1 mg, folic acid from 1 mg on phenytoin): they
 * depend on the amount by design, which an unreadable unit hides; every other pair is the product's.
 */
const THRESHOLD_RULES = new Set(INTERACTION_RULES.filter((r) => r.minDailyMg !== undefined).map((r) => r.id));

/** The supplement × medicine pairs of a plan (medicine × medicine pairs and depletions left out). */
const pairs = (answers: Answers): string[] =>
  planFor(answers, 'zh-CN')
    .medicineTaboos.filter((t) => t.kind === 'interaction' && !THRESHOLD_RULES.has(t.ruleId))
    .map((t) => `${t.drugId}×${t.target}`)
    .sort();

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it("the reviewer's exact input: nattokinase 20000 IU keeps the major rivaroxaban pair and is avoid", () => {
    const plan = planFor(LAOZHANG, locale);
    const natto = plan.medicineTaboos.find((t) => t.target === 'nattokinase' && t.drugId === 'rivaroxaban');
    expect(natto?.severity).toBe('major');
    const review = plan.productReviews.find((r) => r.name === '纳豆激酶');
    expect(review?.optionId).toBe('nattokinase');
    expect(review?.verdict).toBe('avoid');
    const text = review?.issues.join(' ') ?? '';
    expect(text).toMatch(zh ? /利伐沙班/ : /Rivaroxaban/);
    // The amount alone is unchecked, said as such: never "could not identify this product".
    expect(text).not.toMatch(zh ? /未能识别该产品/ : /could not identify this product/);
    expect(text).toMatch(zh ? /IU/ : /IU/);
  });

  it.each([
    [{ optionId: 'nattokinase', name: '纳豆激酶', dose: 4000, unit: 'IU' }],
    [{ name: '纳豆激酶 4000FU', dose: 4000, unit: 'IU' }],
    [{ name: '日本纳豆红曲', dose: 4000, unit: 'IU' }],
    [{ name: 'Nattokinase NSK-SD', dose: 2000, unit: 'IU' }],
    [{ name: 'natokinase 2000 FU', dose: 2000, unit: 'IU' }],
  ] as unknown as [SupplementIntake][])('%o with rivaroxaban is avoid with the major pair', (s) => {
    const plan = planFor(onRivaroxaban([s]), locale);
    expect(plan.medicineTaboos.some((t) => t.target === 'nattokinase' && t.severity === 'major')).toBe(true);
    expect(plan.productReviews[0]?.verdict).toBe('avoid');
    expect(findingOf(plan, 'supplements-unresolved')).toBeUndefined();
  });

  it.each([
    ['云南三七粉', 3, 'g'],
    ['三七粉', 3, 'g'],
    ['三七', 1, 'capsule'],
    ['田七粉', 2, 'g'],
    ['Panax notoginseng powder', 3, 'g'],
    ['丹参片', 3, 'tablet'],
    ['红花', 3, 'g'],
    ['safflower', 3, 'g'],
    ['血塞通软胶囊', 2, 'capsule'],
    ['血塞通片', 1, 'tablet'],
    ['Xuesaitong', 2, 'capsule'],
  ] as const)(
    '%s with rivaroxaban or clopidogrel is recognised and gets the bleeding pair',
    (name, dose, unit) => {
      for (const medicine of ['rivaroxaban', 'clopidogrel', 'warfarin']) {
        const plan = planFor(onRivaroxaban([{ name, dose, unit }], [medicine]), locale);
        expect(findingOf(plan, 'supplements-unresolved')).toBeUndefined();
        expect(plan.productReviews[0]?.optionId).not.toBeNull();
        const pair = plan.medicineTaboos.find((t) => t.kind === 'interaction' && t.drugId === medicine);
        expect(pair?.mechanism).toMatch(zh ? /出血/ : /bleeding/);
        if (medicine !== 'clopidogrel') expect(plan.productReviews[0]?.verdict).toBe('avoid');
        else expect(plan.productReviews[0]?.verdict).not.toBe('keep');
      }
    },
  );

  it('the reviewer’s 云南三七粉 on rivaroxaban: recognised, avoid, in the stacked bleeding warning', () => {
    const plan = planFor(LAOZHANG, locale);
    expect(findingOf(plan, 'supplements-unresolved')).toBeUndefined();
    const sanqi = plan.productReviews.find((r) => r.name === '云南三七粉');
    expect(sanqi?.verdict).toBe('avoid');
    expect(plan.medicineTaboos.some((t) => t.drugId === 'rivaroxaban' && t.target === 'notoginseng')).toBe(
      true,
    );
  });
});

describe('interactions follow the product, never its unit (property)', () => {
  const optionIds = SUPPLEMENT_OPTIONS.map((o) => o.id);
  it('for any recognised product and any unit string, the interaction pairs equal those with a readable unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...optionIds),
        fc.constantFrom(...SUPPLEMENT_DOSE_UNITS),
        fc.oneof(
          fc.constantFrom('FU', 'drop', 'ml', '粒', '勺', 'fibrinolytic units'),
          fc.string({ maxLength: 6 }),
        ),
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        fc.constantFrom(
          ['rivaroxaban'],
          ['warfarin'],
          ['clopidogrel'],
          ['levothyroxine'],
          ['sertraline'],
          ['phenytoin'],
          ['spironolactone'],
        ),
        (id, unit, typedUnit, dose, medicines) => {
          const option = SUPPLEMENT_OPTIONS.find((o) => o.id === id)!;
          const readable: SupplementIntake = {
            optionId: id,
            dose: option.defaultDose.amount,
            unit: option.defaultDose.unit,
          };
          const any = {
            optionId: id,
            dose: isProductUnit(unit) ? Math.min(dose, PRODUCT_UNITS_PER_DAY_MAX) : dose,
            unit,
          } as unknown as SupplementIntake;
          // Any unit string at all (the engine's input schema admits only SUPPLEMENT_DOSE_UNITS): still identified.
          const typed = { optionId: id, dose, unit: typedUnit } as unknown as SupplementIntake;
          const known = intakeFromSupplements([readable]).substances;
          expect(intakeFromSupplements([typed]).unresolved).toEqual([]);
          expect(intakeFromSupplements([typed]).substances.sort()).toEqual([...known].sort());
          expect(intakeFromSupplements([any]).unresolved).toEqual([]);
          expect(pairs(onRivaroxaban([any], medicines))).toEqual(pairs(onRivaroxaban([readable], medicines)));
        },
      ),
      { numRuns: 60 },
    );
  });
});
