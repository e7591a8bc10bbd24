/**
 * Fifteenth clinician review, zh P1-S1 (小周, 12 weeks pregnant, Hashimoto's on 优甲乐 50 µg, Hb 102 g/L,
 * ferritin 11.6, MCV 76; 爱乐维 + 速力菲 0.1 g ×2 + 钙尔奇D600 + 藻油DHA): 130 mg elemental iron a day was
 * "reduce" for both the prescribed iron and the prenatal, against a 60–120 mg range, and today's schedule
 * left out both (her only folic acid among them).
 *
 * The class:
 * - iron-deficiency anaemia in pregnancy is treated with 100–200 mg elemental iron a day
 *   (妊娠期铁缺乏和缺铁性贫血诊治指南, 中华医学会围产医学分会 2014; WHO 2012: 120 mg): a total inside it is a
 *   supervised treatment, kept; a deficiency without anaemia keeps the 60–120 mg range, and so does
 *   anyone not pregnant;
 * - above the range, a prenatal with up to 60 mg iron stays "keep, tell your obstetrician" (the
 *   prenatal-product rule), a prescribed iron stays "keep as prescribed", a self-chosen iron is the doctor's to set
 *   ("reduce", never stop);
 * - today's schedule holds every product the person goes on taking (keep, reduce, below the dose), two
 *   iron products as two doses, each ≥ 4 h after levothyroxine and ≥ 2 h from calcium.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '.';
import { daySchedule } from '../schedule';
import { storedPlanFor } from '../assistant/testing';
import { LOCALES, person } from '../testing';

type Supp = NonNullable<Answers['supplements']>[number];
const ELEVIT = {
  optionId: 'elevit',
  name: '爱乐维复合维生素片',
  dose: 1,
  unit: 'tablet',
} as const satisfies Supp;
const SULIFEI_NAME = '速力菲 琥珀酸亚铁片0.1g';
const SULIFEI = (n: number, prescribed?: boolean): Supp & { name: string } => ({
  optionId: 'iron-ferrous-succinate',
  name: SULIFEI_NAME,
  dose: n,
  unit: 'tablet',
  ...(prescribed === undefined ? {} : { prescribed }),
});
const CALTRATE = {
  optionId: 'caltrate-d600',
  name: '钙尔奇D600',
  dose: 1,
  unit: 'tablet',
} as const satisfies Supp;
const DHA = { optionId: 'algal-dha', name: '藻油DHA', dose: 1, unit: 'capsule' } as const satisfies Supp;

const ANAEMIA_LABS: Answers['labs'] = [
  { marker: '血红蛋白(HGB)', value: 102, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
  { marker: '铁蛋白(FER)', value: 11.6, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
  { marker: '平均红细胞体积(MCV)', value: 76.3, unit: 'fL', labRefLow: 82, labRefHigh: 100 },
];
const DEFICIENCY_ONLY_LABS: Answers['labs'] = [
  { marker: '血红蛋白(HGB)', value: 121, unit: 'g/L', labRefLow: 115, labRefHigh: 150 },
  { marker: '铁蛋白(FER)', value: 11.6, unit: 'ng/mL', labRefLow: 13, labRefHigh: 150 },
];

const pregnant = (supplements: Supp[], labs = ANAEMIA_LABS): Answers => ({
  ...person('female', 29, 160, 53.5, 'light'),
  lifeStage: 'pregnant_t1',
  prePregnancyWeightKg: 52,
  gestationalWeek: 12,
  conditions: ['hypothyroid', 'anemia'],
  medicines: ['levothyroxine'],
  medicineDoses: [{ id: 'levothyroxine', dose: 50, unit: 'µg', form: 'tablet' }],
  supplements,
  labs,
});

const verdictOf = (a: Answers, name: string, locale: (typeof LOCALES)[number]) =>
  planFor(a, locale).productReviews.find((r) => r.name === name)?.verdict;

describe.each(LOCALES)('%s: prescribed iron for anaemia in pregnancy (zh P1-S1)', (locale) => {
  const zh = locale === 'zh-CN';

  it('the persona: 速力菲 ×2 + 爱乐维 (130 mg) are both kept, no "reduce", no UL line', () => {
    const p = planFor(pregnant([ELEVIT, SULIFEI(2), CALTRATE, DHA]), locale);
    for (const name of [ELEVIT.name, SULIFEI(2).name]) {
      const r = p.productReviews.find((x) => x.name === name)!;
      expect(r.verdict, name).toBe('keep');
      expect(r.issues.join(' '), name).not.toMatch(/超过可耐受最高摄入量|above the upper limit of|请减量/);
    }
  });

  it.each([
    ['速力菲 ×3 + 爱乐维 (165 mg)', [ELEVIT, SULIFEI(3)]],
    ['速力菲 ×2 marked prescribed + 爱乐维', [ELEVIT, SULIFEI(2, true)]],
    ['速力菲 ×4 alone (140 mg)', [SULIFEI(4)]],
  ] as const)('%s: every iron product kept', (_, supps) => {
    const p = planFor(pregnant([...supps]), locale);
    for (const r of p.productReviews) expect(r.verdict, r.name).toBe('keep');
  });

  it('above 200 mg: the prenatal and the prescribed iron stay; the total goes to the obstetrician', () => {
    // 速力菲 ×5 = 175 mg + 爱乐维 60 mg = 235 mg.
    const p = planFor(pregnant([ELEVIT, SULIFEI(5, true)]), locale);
    const elevit = p.productReviews.find((r) => r.name === ELEVIT.name)!;
    expect(elevit.verdict).toBe('keep');
    expect(elevit.issues.join(' ')).toMatch(zh ? /请继续服用.*产科医生/ : /keep taking it.*obstetrician/);
    expect(p.productReviews.find((r) => r.name === SULIFEI(5).name)!.verdict).toBe('keep');
  });

  it('above 200 mg, self-chosen: that iron is the doctor’s to set ("reduce", never stop), the prenatal kept', () => {
    const p = planFor(pregnant([ELEVIT, SULIFEI(5)]), locale);
    expect(p.productReviews.find((r) => r.name === ELEVIT.name)!.verdict).toBe('keep');
    const iron = p.productReviews.find((r) => r.name === SULIFEI(5).name)!;
    expect(iron.verdict).toBe('reduce');
    expect(iron.issues.join(' ')).toMatch(zh ? /不要自己停用/ : /do not stop it on your own/);
  });

  // Look-alikes that must not change.
  it('a deficiency without anaemia in pregnancy keeps the 60–120 mg range (130 mg: "reduce")', () => {
    expect(verdictOf(pregnant([SULIFEI(2), ELEVIT], DEFICIENCY_ONLY_LABS), SULIFEI(2).name, locale)).toBe(
      'reduce',
    );
  });

  it('a woman who is not pregnant, with the same anaemia and 140 mg: still "reduce"', () => {
    const a: Answers = { ...pregnant([SULIFEI(4)]), lifeStage: undefined, gestationalWeek: undefined };
    delete a.prePregnancyWeightKg;
    expect(verdictOf(a, SULIFEI(4).name, locale)).toBe('reduce');
  });

  it('today’s schedule holds every product kept, iron ≥ 4 h after levothyroxine and ≥ 2 h from calcium', () => {
    const plan = storedPlanFor('zh P1 schedule', pregnant([ELEVIT, SULIFEI(2), CALTRATE, DHA]), locale);
    const day = daySchedule({ plan, medicines: ['levothyroxine'] });
    const items = day.slots.flatMap((s) => s.items.map((i) => ({ ...i, slot: s.key })));
    for (const name of [ELEVIT.name, SULIFEI(2).name, CALTRATE.name, DHA.name])
      expect(
        items.some((i) => i.label.zh.includes(name)),
        name,
      ).toBe(true);
    const levo = items.find((i) => i.drugId === 'levothyroxine')!;
    const irons = items.filter((i) => i.nutrient === 'iron');
    // With levothyroxine on waking, 速力菲's two tablets as two doses leave no time that keeps every spacing:
    // one dose, as before (schedule/daySchedule.ts).
    expect(irons).toHaveLength(2);
    const calcium = items.filter((i) => i.nutrient === 'calcium');
    for (const fe of irons) {
      expect(fe.minute! - levo.minute!).toBeGreaterThanOrEqual(240);
      for (const ca of calcium) expect(Math.abs(fe.minute! - ca.minute!)).toBeGreaterThanOrEqual(120);
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(day.valid).toBe(true);
  });

  it('a product the plan says to stop stays out of the schedule (look-alike)', () => {
    // A product the plan does not keep (no benefit, avoid): not a dose to place.
    const retinol = {
      optionId: 'st-johns-wort',
      name: '圣约翰草提取物 300mg',
      dose: 1,
      unit: 'tablet',
    } as const satisfies Supp;
    const plan = storedPlanFor('zh P1 not kept', pregnant([retinol, SULIFEI(2)]), locale);
    const r = plan.productReviews.find((x) => x.name === retinol.name);
    expect(['no_benefit', 'avoid', 'over_ul']).toContain(r?.verdict);
    const day = daySchedule({ plan, medicines: ['levothyroxine'] });
    expect(day.slots.flatMap((s) => s.items).some((i) => i.label.zh.includes(retinol.name))).toBe(false);
  });
});

/**
 * Eighteenth clinician review, zh M3 (小周, 11 weeks, Hb 105 g/L, ferritin 12, a prenatal with 27 mg
 * iron): the plan added 60 mg, 87 mg in all, below the Chinese perinatal guideline's 100–200 mg a day
 * for iron-deficiency anaemia in pregnancy (2014, 1B). zh-CN now adds the guideline's 100 mg; en-US keeps
 * BSH 2020's oral dose; a deficiency without anaemia keeps 60 mg in both.
 */
describe('the plan’s own iron dose for anaemia in pregnancy, by standard (zh M3)', () => {
  const prenatal27: Supp = { optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' };
  const ironRec = (a: Answers, locale: (typeof LOCALES)[number]) =>
    planFor(a, locale).recommendations.find((r) => r.nutrient === 'iron');
  const current = (a: Answers, locale: (typeof LOCALES)[number]) =>
    planFor(a, locale).nutrients.find((n) => n.key === 'iron')?.fromSupplements ?? 0;

  it.each([
    ['with a prenatal', [prenatal27]],
    ['with nothing', []],
    ['with 爱乐维 (60 mg)', [ELEVIT]],
  ] as const)('zh-CN %s: the total is inside 100–200 mg, supervised', (_, supps) => {
    const a = pregnant([...supps]);
    const r = ironRec(a, 'zh-CN')!;
    expect(r.supervised).toBe(true);
    const total = current(a, 'zh-CN') + r.dose;
    expect(total).toBeGreaterThanOrEqual(100);
    expect(total).toBeLessThanOrEqual(200);
    expect(r.reason).toMatch(/100–200/);
    // One number: the text's dose is the card's (or the total with what she takes), never the 60 mg of
    // other standards.
    expect(r.reason).not.toMatch(/元素铁 60 mg/);
  });

  it('en-US with a prenatal keeps one tablet of 60 mg on top; deficiency without anaemia stays 60 mg in both', () => {
    expect(ironRec(pregnant([prenatal27]), 'en-US')?.dose).toBe(60);
    for (const locale of LOCALES) {
      const r = ironRec(pregnant([prenatal27], DEFICIENCY_ONLY_LABS), locale);
      expect(r?.dose, locale).toBe(60);
    }
  });
});
