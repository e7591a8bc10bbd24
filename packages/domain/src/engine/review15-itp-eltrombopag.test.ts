/**
 * Fifteenth clinician review, zh P5 (林姐, 41, chronic ITP on 艾曲泊帕 (瑞弗兰) 25 mg with breakfast and
 * milk, prednisone 15 mg, pantoprazole; 迪巧 ×2, fish oil ×2, nattokinase asked about; platelets 28):
 *
 * S1, the class: eltrombopag (艾曲泊帕, 瑞弗兰, Promacta, Revolade) is in the dictionary; calcium, iron,
 * magnesium and zinc are "separate", eltrombopag ≥ 2 h before or 4 h after them (Promacta PI §2.4);
 * dairy is its food row; the day's schedule puts it on an empty stomach and keeps those spacings.
 *
 * S2, the class: with platelets below 50 ×10⁹/L the products that affect platelets or clotting (fish oil,
 * nattokinase, ginkgo, vitamin E, garlic extract, notoginseng, danshen …) are "avoid, ask your
 * haematologist", and the plan recommends no omega-3 or vitamin E — as with an antiplatelet medicine.
 * Look-alikes: platelets 60 or 150 leave them as they were; calcium and protein powder are not touched.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '.';
import { resolveMedicine } from '../interactions/resolve';
import { taboosFor } from '../interactions/taboos';
import { daySchedule } from '../schedule';
import { storedPlanFor } from '../assistant/testing';
import { LOCALES, person } from '../testing';

type Supp = NonNullable<Answers['supplements']>[number];
const DICAL: Supp = {
  optionId: 'calcium-carbonate-d3',
  name: '迪巧 维D钙咀嚼片（每片钙300mg+D3 100IU）',
  dose: 2,
  unit: 'tablet',
  perUnit: { amount: 300, unit: 'mg' },
  form: 'calcium_carbonate',
  basis: 'elemental',
};
const FISH_OIL = { optionId: 'fish-oil', name: '深海鱼油 1000mg', dose: 2, unit: 'capsule' } as const;
const NATTO = { name: '纳豆激酶 20000FU', dose: 1, unit: 'capsule' } as const;
const GINKGO = { optionId: 'ginkgo', name: '金纳多 银杏叶提取物片 40mg', dose: 3, unit: 'tablet' } as const;
const VIT_E = { name: '维生素E软胶囊 100mg', dose: 1, unit: 'capsule' } as const;
const WHEY = { optionId: 'whey-protein', name: '汤臣倍健蛋白粉', dose: 1, unit: 'scoop' } as const;

const itp = (platelets: number, supplements: Supp[], medicines = ['eltrombopag', 'prednisone']): Answers => ({
  ...person('female', 41, 160, 61.5, 'light'),
  medicines,
  supplements,
  labs: [{ marker: '血小板计数(PLT)', value: platelets, unit: '10^9/L', labRefLow: 125, labRefHigh: 350 }],
});

describe('eltrombopag is in the dictionary (zh P5-S1)', () => {
  it.each([
    '艾曲泊帕乙醇胺片（瑞弗兰）',
    '瑞弗兰',
    '艾曲泊帕',
    '艾曲波帕 25mg',
    'Promacta',
    'Revolade',
    'eltrombopag',
  ])('%s → eltrombopag', (typed) => {
    const r = resolveMedicine(typed);
    expect(r.status).toBe('resolved');
    expect(r.status === 'resolved' && r.id).toBe('eltrombopag');
  });
  it('look-alikes are not eltrombopag: avatrombopag, 阿曲库铵', () => {
    for (const typed of ['avatrombopag', '阿曲库铵']) {
      const r = resolveMedicine(typed);
      expect(r.status === 'resolved' ? r.id : null).not.toBe('eltrombopag');
    }
  });
});

describe.each(LOCALES)('%s: eltrombopag and the minerals (zh P5-S1)', (locale) => {
  const zh = locale === 'zh-CN';
  it('calcium, iron, magnesium and zinc are "separate" 4 h; the dairy row is a finding', () => {
    const p = planFor(itp(150, [DICAL]), locale);
    const all = taboosFor(
      { medicines: ['eltrombopag'], substances: ['calcium', 'iron', 'magnesium', 'zinc', 'vitaminD'] },
      locale,
    );
    for (const n of ['calcium', 'iron', 'magnesium', 'zinc'])
      expect(all.find((t) => t.target === n)?.management, n).toBe('separate');
    expect(all.some((t) => t.target === 'vitaminD')).toBe(false);
    const cal = p.medicineTaboos.find((t) => t.drugId === 'eltrombopag' && t.target === 'calcium');
    expect(cal?.management).toBe('separate');
    expect(cal?.separateHours).toBe(4);
    expect(cal?.advice).toMatch(zh ? /之前至少2小时、或之后至少4小时/ : /2 hours before or 4 hours after/);
    expect(p.findings.find((f) => f.id === 'medicine-diet:eltrombopag-dairy-minerals')?.text).toMatch(
      zh ? /牛奶/ : /milk/,
    );
    const review = p.productReviews.find((r) => r.name === DICAL.name)!;
    expect(review.issues.join(' ')).toMatch(zh ? /与艾曲泊帕间隔 4 小时/ : /eltrombopag/i);
  });

  it('the day: eltrombopag on an empty stomach, calcium and any iron ≥ 4 h before or ≥ 2 h after it', () => {
    const plan = storedPlanFor(`zh P5 ${locale}`, itp(150, [DICAL]), locale);
    const day = daySchedule({ plan, medicines: ['eltrombopag', 'prednisone'] });
    const items = day.slots.flatMap((s) => s.items);
    const elt = items.find((i) => i.drugId === 'eltrombopag')!;
    expect(elt.food).toBe('empty_stomach');
    const DAY = 24 * 60;
    for (const m of items.filter((i) => i.nutrient === 'calcium' || i.nutrient === 'iron')) {
      const after = (((m.minute! - elt.minute!) % DAY) + DAY) % DAY;
      const before = (((elt.minute! - m.minute!) % DAY) + DAY) % DAY;
      expect(after, m.label.en).toBeGreaterThanOrEqual(120);
      expect(before, m.label.en).toBeGreaterThanOrEqual(240);
    }
    expect(day.valid).toBe(true);
  });
});

describe.each(LOCALES)('%s: bleeding-risk supplements with low platelets (zh P5-S2)', (locale) => {
  const zh = locale === 'zh-CN';
  const HAEM = zh ? /血液科医生/ : /haematologist/;

  it.each([
    ['the persona: fish oil 2 capsules, platelets 28', 28, FISH_OIL],
    ['nattokinase typed, platelets 28', 28, NATTO],
    ['ginkgo (金纳多), platelets 45', 45, GINKGO],
    ['vitamin E 100 mg, platelets 12', 12, VIT_E],
  ] as const)('%s: avoid, ask the haematologist', (_, plt, supp) => {
    const p = planFor(itp(plt, [DICAL, supp, WHEY]), locale);
    const r = p.productReviews.find((x) => x.name === supp.name)!;
    expect(r.verdict).toBe('avoid');
    expect(r.issues.join(' ')).toMatch(HAEM);
    // Calcium and protein powder are not bleeding-risk products.
    expect(p.productReviews.find((x) => x.name === DICAL.name)!.verdict).not.toBe('avoid');
    expect(p.productReviews.find((x) => x.name === WHEY.name)!.issues.join(' ')).not.toMatch(HAEM);
  });

  it('without eltrombopag (platelets 30 from another cause) the rule holds all the same', () => {
    const p = planFor(itp(30, [FISH_OIL], []), locale);
    expect(p.productReviews[0]!.verdict).toBe('avoid');
  });

  it('no omega-3 or vitamin E is recommended at platelets 28, and the fish oil is not in the day', () => {
    const a: Answers = { ...itp(28, [FISH_OIL]), foodFrequency: { fish: 'never' } };
    const plan = storedPlanFor(`zh P5 low ${locale}`, a, locale);
    expect(plan.recommendations.some((r) => r.nutrient === 'omega3' || r.nutrient === 'vitaminE')).toBe(
      false,
    );
    const day = daySchedule({ plan, medicines: ['eltrombopag', 'prednisone'] });
    expect(day.slots.flatMap((s) => s.items).some((i) => i.label.zh.includes(FISH_OIL.name))).toBe(false);
  });

  it.each([60, 150])('platelets %s: fish oil is not ruled out by this rule', (plt) => {
    const p = planFor(itp(plt, [FISH_OIL]), locale);
    const r = p.productReviews[0]!;
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).not.toMatch(HAEM);
  });

  it('a prescribed product keeps its verdict and gets the line', () => {
    const p = planFor(itp(28, [{ ...FISH_OIL, prescribed: true }]), locale);
    const r = p.productReviews[0]!;
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).toMatch(HAEM);
  });
});
