/**
 * Issue 34 §1: the day's schedule. The rule pairs from their sources (labels and fact sheets), examples
 * in both languages, and a property: whenever a valid day exists, no time breaks a required spacing,
 * and every dose appears exactly once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanDocument } from '../contracts/plan';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { storedPlanFor } from '../assistant/testing';
import { taboosFor } from '../interactions';
import type { NutrientKey } from '../nutrients';
import { daySchedule, type DaySchedule } from './daySchedule';
import {
  CALCIUM_PER_TIME,
  keepsSeparation,
  medicineTimeOf,
  nutrientTimes,
  separationsFor,
  SLOTS,
  type SlotKey,
} from './rules';

const BASE = storedPlanFor('healthy woman', new Map(REFERENCE_PERSONAS).get('healthy woman')!, 'en-US');

/** A plan with these daily doses (no product: the nutrient and its amount) and these medicines' taboos. */
function planWith(
  doses: readonly (readonly [NutrientKey, number])[],
  medicines: readonly string[],
): PlanDocument {
  const rec = BASE.recommendations[0]!;
  return {
    ...BASE,
    recommendations: doses.map(([nutrient, dose]) => ({
      ...rec,
      nutrient,
      dose,
      unit: nutrient === 'vitaminD' || nutrient === 'vitaminB12' ? 'ug' : 'mg',
    })),
    products: [],
    productReviews: [],
    medicineTaboos: taboosFor({ medicines: [...medicines], substances: doses.map(([n]) => n) }, 'en-US'),
  };
}

const itemsOf = (d: DaySchedule) => [...d.slots.flatMap((s) => s.items), ...d.asPrescribed];
const slotOf = (d: DaySchedule, id: string) => d.slots.find((s) => s.items.some((i) => i.id === id))?.key;
const minuteOf = (d: DaySchedule, id: string) => itemsOf(d).find((i) => i.id === id)?.minute ?? null;

describe('the rule pairs, each from its source', () => {
  it.each<[string, string, NutrientKey, number, number, RegExp]>([
    // a, b, hours when a goes first, hours when b goes first, source
    ['levothyroxine', 'drug:levothyroxine', 'calcium', 4, 4, /Synthroid|levothyroxine/i],
    ['levothyroxine', 'drug:levothyroxine', 'iron', 4, 4, /Synthroid|levothyroxine/i],
    ['alendronate', 'drug:alendronate', 'calcium', 2, 2, /Fosamax|alendronate/i],
    ['dolutegravir', 'drug:dolutegravir', 'calcium', 2, 6, /Tivicay|dolutegravir/i],
    ['dolutegravir', 'drug:dolutegravir', 'iron', 2, 6, /Tivicay|dolutegravir/i],
    ['', 'iron', 'calcium', 2, 2, /Office of Dietary Supplements, Iron/],
  ])('%s %s – %s: %d h / %d h', (medicine, a, b, aFirst, bFirst, source) => {
    const plan = planWith(
      [[b, 300], ...(a === 'iron' ? [['iron', 60] as const] : [])],
      medicine ? [medicine] : [],
    );
    const row = separationsFor(plan).find((s) => s.a === a && s.b === b);
    expect(row).toBeDefined();
    expect([row!.aFirst, row!.bFirst]).toEqual([aFirst, bFirst]);
    expect(row!.source.ref).toMatch(source);
    // The day keeps it.
    const day = daySchedule({ plan, medicines: medicine ? [medicine] : [] });
    expect(day.valid).toBe(true);
    const [ta, tb] = [
      minuteOf(day, a.startsWith('drug:') ? `med:${a.slice(5)}` : `sup:${a}:0`),
      minuteOf(day, `sup:${b}:0`),
    ];
    expect(keepsSeparation(row!, ta!, tb!)).toBe(true);
  });

  it('the medicines on waking and how they are taken, from their labels', () => {
    expect(medicineTimeOf('levothyroxine')).toMatchObject({ slots: ['wake'], food: 'empty_stomach' });
    expect(medicineTimeOf('levothyroxine')!.source.ref).toMatch(/Synthroid.*½–1 hour before breakfast/);
    expect(medicineTimeOf('alendronate')).toMatchObject({ slots: ['wake'], food: 'plain_water' });
    expect(medicineTimeOf('alendronate')!.source.ref).toMatch(/Fosamax.*30 minutes/);
    expect(medicineTimeOf('dolutegravir')!.source.ref).toMatch(/2 hours before or 6 hours after/);
    expect(CALCIUM_PER_TIME.mg).toBe(500);
    expect(nutrientTimes('iron').slots).toEqual(['wake', 'bedtime']);
  });

  it('a same-time dose keeps no spacing; dolutegravir 2 h before, 6 h after a mineral', () => {
    const dtg = { aFirst: 2, bFirst: 6 };
    expect(keepsSeparation(dtg, 8 * 60, 8 * 60)).toBe(false);
    expect(keepsSeparation(dtg, 8 * 60, 10 * 60)).toBe(true); // dolutegravir 8:00, calcium 10:00
    expect(keepsSeparation(dtg, 13 * 60, 8 * 60)).toBe(false); // calcium 8:00, dolutegravir 13:00
    expect(keepsSeparation(dtg, 14 * 60, 8 * 60)).toBe(true); // calcium 8:00, dolutegravir 14:00
  });
});

describe('a day with levothyroxine, calcium and iron', () => {
  const plan = planWith(
    [
      ['iron', 60],
      ['calcium', 1000],
      ['vitaminD', 10],
    ],
    ['levothyroxine'],
  );
  const day = daySchedule({ plan, medicines: ['levothyroxine'] });

  it('is a valid day: levothyroxine on waking, iron at bedtime, calcium split at two meals', () => {
    expect(day.valid).toBe(true);
    expect(slotOf(day, 'med:levothyroxine')).toBe('wake');
    expect(slotOf(day, 'sup:iron:0')).toBe('bedtime');
    // A Chinese label writes its unit in Chinese.
    expect(itemsOf(day).find((i) => i.id === 'sup:iron:0')!.label).toEqual({
      zh: '铁 60 毫克',
      en: 'Iron 60 mg',
    });
    expect([slotOf(day, 'sup:calcium:0'), slotOf(day, 'sup:calcium:1')].sort()).toEqual(['dinner', 'lunch']);
    expect(itemsOf(day).find((i) => i.id === 'med:levothyroxine')!.how!.en).toMatch(
      /30–60 minutes before breakfast/,
    );
  });

  it.each<['zh' | 'en', RegExp[]]>([
    ['zh', [/钙每次不超过 500 毫克/, /左甲状腺素和钙至少间隔 4 小时/, /铁和钙至少间隔 2 小时/]],
    [
      'en',
      [
        /at most 500 mg at a time/,
        /Levothyroxine and Calcium at least 4 hours apart/,
        /Iron and Calcium at least 2 hours apart/,
      ],
    ],
  ])('its notes in %s', (lang, patterns) => {
    const text = day.notes.map((n) => n.text[lang]).join('\n');
    for (const p of patterns) expect(text).toMatch(p);
    expect(day.notes.every((n) => n.source.ref.length > 0)).toBe(true);
  });

  it('iron with lunch when waking and bedtime cannot keep its spacings, said in plain words', () => {
    const plan2 = planWith(
      [
        ['iron', 60],
        ['vitaminD', 10],
      ],
      ['levothyroxine', 'dolutegravir'],
    );
    const d = daySchedule({
      plan: plan2,
      medicines: ['levothyroxine', 'dolutegravir'],
      medicineSlots: { dolutegravir: 'bedtime' },
    });
    expect(d.valid).toBe(true);
    expect(slotOf(d, 'sup:iron:0')).toBe('lunch');
    const moved = d.notes.find((n) => n.kind === 'moved')!;
    expect(moved.text.en).toMatch(
      /Take the iron with lunch, with food rather than on an empty stomach: 4 hours after your levothyroxine, 6 hours before your dolutegravir/,
    );
    expect(moved.text.zh).toMatch(
      /铁午餐时吃（随餐，不空腹）：这样在左甲状腺素之后至少 4 小时，在多替拉韦之前至少 6 小时/,
    );
  });

  it('a day that cannot keep a spacing says so in both languages, the medicine’s rule kept first', () => {
    // Waking, breakfast and lunch within two hours: calcium cannot be 4 hours from levothyroxine and
    // still at a meal 2 hours from iron.
    const d = daySchedule({
      plan,
      medicines: ['levothyroxine'],
      times: { wake: 7 * 60, breakfast: 8 * 60, lunch: 9 * 60, dinner: 10 * 60, bedtime: 11 * 60 },
    });
    expect(d.valid).toBe(false);
    const broken = d.notes.filter((n) => n.kind === 'broken');
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]!.text.zh).toMatch(/排不开.*请问药师或医生/);
    expect(broken[0]!.text.en).toMatch(/cannot keep .* Ask your pharmacist or doctor/);
    // Every dose is still on the day.
    expect(itemsOf(d)).toHaveLength(itemsOf(day).length);
  });

  it('a medicine whose time the plan does not know is listed as prescribed, once', () => {
    const d = daySchedule({ plan, medicines: ['levothyroxine', 'metformin'] });
    expect(d.asPrescribed.map((i) => i.id)).toEqual(['med:metformin']);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: when a valid day exists, the schedule keeps every required spacing.
// ---------------------------------------------------------------------------------------------

const NUTRIENT_POOL: readonly NutrientKey[] = [
  'iron',
  'calcium',
  'vitaminD',
  'zinc',
  'magnesium',
  'vitaminB12',
];
const MEDICINE_POOL = ['levothyroxine', 'alendronate', 'dolutegravir', 'metformin'] as const;

/** Every required spacing kept and no two doses of a nutrient at one time (checked from the items). */
function keepsAll(plan: PlanDocument, placed: readonly { key: string; minute: number; slot: SlotKey }[]) {
  const seps = separationsFor(plan);
  for (const x of placed)
    for (const y of placed) {
      if (x === y) continue;
      if (x.key === y.key && x.slot === y.slot && !x.key.startsWith('drug:')) return false;
      for (const s of seps)
        if (s.a === x.key && s.b === y.key && !keepsSeparation(s, x.minute, y.minute)) return false;
    }
  return true;
}

describe('property: a valid day is found whenever one exists', () => {
  it('no time breaks a required spacing; every dose once', () => {
    fc.assert(
      fc.property(
        fc.subarray([...NUTRIENT_POOL], { minLength: 1, maxLength: 4 }),
        fc.subarray([...MEDICINE_POOL], { maxLength: 3 }),
        fc.integer({ min: 300, max: 1200 }),
        fc.option(
          fc.tuple(
            fc.integer({ min: 5 * 60, max: 9 * 60 }),
            fc.array(fc.integer({ min: 30, max: 6 * 60 }), { minLength: 4, maxLength: 4 }),
          ),
          { nil: undefined },
        ),
        (nutrients, medicines, calciumMg, custom) => {
          const plan = planWith(
            nutrients.map((n) => [n, n === 'calcium' ? calciumMg : 10] as const),
            medicines,
          );
          let times: Partial<Record<SlotKey, number>> | undefined;
          if (custom) {
            const [start, gaps] = custom;
            let t = start;
            times = {};
            SLOTS.forEach((s, i) => {
              if (i > 0) t += gaps[i - 1]!;
              times![s.key] = t;
            });
          }
          const day = daySchedule({ plan, medicines, times });

          // Every dose exactly once.
          const ids = itemsOf(day).map((i) => i.id);
          const calciumParts = nutrients.includes('calcium') ? Math.ceil(calciumMg / 500) : 0;
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(
            medicines.length + nutrients.length - (calciumParts ? 1 : 0) + calciumParts,
          );

          // The doses as placed.
          const placed = day.slots.flatMap((s) =>
            s.items.map((i) => ({
              key: i.drugId ? `drug:${i.drugId}` : i.nutrient!,
              minute: i.minute!,
              slot: s.key,
            })),
          );
          if (day.valid) expect(keepsAll(plan, placed)).toBe(true);
          else expect(day.notes.some((n) => n.kind === 'broken' && n.text.zh && n.text.en)).toBe(true);

          // Brute force: does any day within the rules' times keep every spacing?
          const minutes = Object.fromEntries(SLOTS.map((s) => [s.key, times?.[s.key] ?? s.minute])) as Record<
            SlotKey,
            number
          >;
          const doses = itemsOf(day).flatMap((i) => {
            if (i.drugId) {
              const row = medicineTimeOf(i.drugId);
              if (!row) return [];
              const offset =
                row.after && medicines.some((m) => medicineTimeOf(m)?.id === row.after!.id)
                  ? row.after.minutes
                  : 0;
              return [{ key: `drug:${i.drugId}`, domain: row.slots, offset }];
            }
            const t = nutrientTimes(i.nutrient!);
            return [{ key: i.nutrient!, domain: [...t.slots, ...t.fallback], offset: 0 }];
          });
          const exists = (k: number, acc: { key: string; minute: number; slot: SlotKey }[]): boolean => {
            if (!keepsAll(plan, acc)) return false;
            if (k === doses.length) return true;
            const d = doses[k]!;
            return d.domain.some((slot) =>
              exists(k + 1, [...acc, { key: d.key, minute: minutes[slot] + d.offset, slot }]),
            );
          };
          if (exists(0, [])) expect(day.valid).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
