/**
 * Fifteenth clinician review, en P1 serious #1 (Emily, 11 weeks pregnant, on Synthroid, her own prenatal
 * with 27 mg iron and 200 mg calcium): the schedule put the prenatal at breakfast, one hour after
 * levothyroxine, while its own notes said "Levothyroxine and Iron at least 4 hours apart".
 *
 * The class: a product the person keeps (or one the plan chooses) is placed by one nutrient, but every
 * mineral it holds is bound by the spacings of the person's medicines (levothyroxine, dolutegravir, a
 * bisphosphonate) and of the nutrient pairs (iron apart from calcium) — Synthroid US PI §2.1 and §7.1;
 * Tivicay US PI §2 and §7. A product with none of those minerals keeps its usual time.
 */
import { describe, expect, it } from 'vitest';
import type { PlanDocument } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { storedPlanFor } from '../assistant/testing';
import { EMILY } from '../assistant/testing-review15';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { daySchedule, type DaySchedule } from './daySchedule';
import { keepsSeparation, separationsFor } from './rules';

/** A woman of 50 on a medicine, her own multivitamin and nothing else asked of the plan. */
const onMedicine = (medicine: string, optionId: string, name: string): Answers => ({
  nickname: name,
  gender: 'female',
  age: 50,
  heightCm: 162,
  weightKg: 64,
  activityLevel: 'light',
  medicines: [medicine],
  supplements: [{ optionId, name, dose: 1, unit: 'tablet' }],
});

const items = (d: DaySchedule) => d.slots.flatMap((s) => s.items);
const minuteOf = (d: DaySchedule, id: string) => items(d).find((i) => i.id === id)?.minute ?? null;
const ownOf = (d: DaySchedule, name: RegExp) =>
  items(d).find((i) => i.kind === 'own' && name.test(i.label.en));

/** What a kept product holds, counted by the plan (the nutrients the schedule must space). */
const held = (plan: PlanDocument, name: RegExp) =>
  new Set(
    (plan.productReviews.find((r) => name.test(r.name))?.amounts ?? [])
      .filter((a) => a.amount > 0)
      .map((a) => a.nutrient),
  );

/**
 * Every spacing the schedule states is kept between any two doses holding its two sides, or the day is
 * marked invalid with a "broken" note: a schedule never contradicts its own notes.
 */
function checkOwnNotes(plan: PlanDocument, d: DaySchedule) {
  const contents = (id: string, nutrient: string | null, drugId: string | null, label: string) => {
    if (drugId) return [`drug:${drugId}`];
    const review = plan.productReviews.find((r) => label.startsWith(r.name));
    const product = plan.products.find((p) => id.startsWith('sup:') && p.nutrients.includes(nutrient ?? ''));
    return [
      nutrient ?? '',
      ...(id.startsWith('own:')
        ? (review?.amounts ?? []).filter((a) => a.amount > 0).map((a) => a.nutrient)
        : []),
      ...(product?.nutrients ?? []),
    ];
  };
  const all = items(d).map((i) => ({ ...i, keys: contents(i.id, i.nutrient, i.drugId, i.label.en) }));
  for (const s of separationsFor(plan))
    for (const x of all)
      for (const y of all) {
        if (x === y || !x.keys.includes(s.a) || !y.keys.includes(s.b)) continue;
        if (keepsSeparation(s, x.minute!, y.minute!)) continue;
        expect(d.valid, `${x.id} and ${y.id} break ${s.a}–${s.b}`).toBe(false);
        expect(d.notes.some((n) => n.kind === 'broken')).toBe(true);
      }
}

/** Emily's prenatal alone beside her medicine (the Chinese DRI's calcium UL judges it with the Tums). */
const prenatalWith = (medicines: string[]): Answers => ({
  ...EMILY,
  medicines,
  supplements: [EMILY.supplements![0]!],
});

describe("a product's every mineral keeps the spacings of the person's medicines (en P1 serious #1)", () => {
  it('en-US: Emily as the reviewer entered her — her prenatal and Tums are ≥ 4 h from levothyroxine', () => {
    const plan = storedPlanFor('review15 EMILY', EMILY, 'en-US');
    expect([...held(plan, /Prenatal/)]).toEqual(expect.arrayContaining(['iron', 'calcium']));
    const day = daySchedule({ plan, medicines: ['levothyroxine'] });
    const levo = minuteOf(day, 'med:levothyroxine')!;
    const prenatal = ownOf(day, /Prenatal/);
    expect(prenatal).toBeDefined();
    expect(keepsSeparation({ aFirst: 4, bFirst: 4 }, levo, prenatal!.minute!)).toBe(true);
    const tums = ownOf(day, /Tums/);
    expect(tums).toBeDefined();
    expect(keepsSeparation({ aFirst: 4, bFirst: 4 }, levo, tums!.minute!)).toBe(true);
    expect(day.notes.map((n) => n.text.en)).toContain('Levothyroxine and Iron at least 4 hours apart.');
    checkOwnNotes(plan, day);
    expect(day.valid).toBe(true);
  });

  it.each([
    ['en-US', 'levothyroxine', 4, 4],
    ['zh-CN', 'levothyroxine', 4, 4],
    // Tivicay US PI §2: 2 hours before or 6 hours after a supplement with iron or calcium.
    ['en-US', 'dolutegravir', 2, 6],
    ['zh-CN', 'dolutegravir', 2, 6],
  ] as const)('%s: a prenatal with iron and calcium kept beside %s', (locale, medicine, aFirst, bFirst) => {
    const plan = storedPlanFor(`rev15 prenatal ${medicine}`, prenatalWith([medicine]), locale);
    const day = daySchedule({ plan, medicines: [medicine] });
    const prenatal = ownOf(day, /Prenatal/);
    expect(prenatal).toBeDefined();
    const med = minuteOf(day, `med:${medicine}`);
    expect(med).not.toBeNull();
    expect(keepsSeparation({ aFirst, bFirst }, med!, prenatal!.minute!)).toBe(true);
    checkOwnNotes(plan, day);
  });

  it.each([
    ['levothyroxine', 'multivitamin-women', "Women's multivitamin"],
    ['levothyroxine', 'multivitamin-50plus', 'Centrum Silver 50+'],
    ['dolutegravir', 'multivitamin-adult', 'Centrum Adults'],
  ])('%s with %s kept: outside the label gap', (medicine, optionId, name) => {
    const plan = storedPlanFor(
      `rev15 ${medicine} ${optionId}`,
      onMedicine(medicine, optionId, name),
      'en-US',
    );
    const minerals = [...held(plan, new RegExp(name))].filter((n) =>
      separationsFor(plan).some((s) => s.a === `drug:${medicine}` && s.b === n),
    );
    // The plan knows the product holds a mineral the medicine's label spaces.
    expect(minerals.length).toBeGreaterThan(0);
    const day = daySchedule({ plan, medicines: [medicine] });
    const mine = ownOf(day, new RegExp(name));
    const med = minuteOf(day, `med:${medicine}`);
    expect(mine).toBeDefined();
    expect(med).not.toBeNull();
    const sep = separationsFor(plan).find((s) => s.a === `drug:${medicine}` && s.b === minerals[0])!;
    expect(keepsSeparation(sep, med!, mine!.minute!)).toBe(true);
    checkOwnNotes(plan, day);
  });

  it.each(['en-US', 'zh-CN'] as const)(
    '%s: a prenatal with no medicine that binds it keeps its breakfast time',
    (locale) => {
      const plan = storedPlanFor(
        'rev15 prenatal alone',
        { ...prenatalWith([]), conditions: [], labs: [] },
        locale,
      );
      const day = daySchedule({ plan, medicines: [] });
      expect(ownOf(day, /Prenatal/)?.minute).toBe(480);
    },
  );

  it("the reference personas' days never contradict their own notes", () => {
    for (const [name, answers] of REFERENCE_PERSONAS) {
      const plan = storedPlanFor(name, answers, 'en-US');
      checkOwnNotes(plan, daySchedule({ plan, medicines: answers.medicines ?? [] }));
    }
  });
});
