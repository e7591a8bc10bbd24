/**
 * Twelfth clinician review, zh P4 #1 (Serious: a man with Hb 112 g/L and ferritin 15 told "铁储备正常",
 * told to cut his iron, and no word of a gut work-up), zh P2 #2 (Serious: postpartum Hb 88 g/L, ferritin
 * 9 µg/L, 力蜚能 150 mg told to stop) and zh cross-cutting #2 (the UL overrides lab-confirmed treatment).
 *
 * With a low haemoglobin a ferritin under 30 µg/L is iron deficiency whatever the lab's range says
 * (BSG 2021; WHO 2020); treatment-dose iron is kept (the UL is for unsupervised intake); a man or a
 * post-menopausal woman is sent to find the cause (gastroscopy and colonoscopy); postpartum anaemia gets
 * oral iron at a treatment dose, up to the 100–200 mg a day of the Chinese perinatal guideline.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { findingOf, LOCALES, markerOf, person, recOf } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const persona = (name: string): Answers => new Map(REFERENCE_PERSONAS).get(name)!;
const XIAO_ZHAO = persona('小赵 H. pylori quadruple therapy, Hb 112, ferritin 15 (zh)');
const XIAO_LIN = persona('小琳 postpartum on 克赛, Hb 88, ferritin 9, 力蜚能 (zh)');
const STOP = /请停止每天服用本品|Stop taking this product daily|最多 36 mg|at most 36 mg/;
const GUT = { zh: /胃镜/, en: /gastroscopy/ };

const labs = (hb: number, ferritin: number): Answers['labs'] => [
  { marker: 'hemoglobin', value: hb, unit: 'g/L' },
  { marker: 'ferritin', value: ferritin, unit: 'ug/L' },
];
const allText = (p: ReturnType<typeof planFor>) =>
  [...p.findings.map((f) => f.text), ...p.productReviews.flatMap((r) => r.issues)].join('\n');

describe.each(LOCALES)('%s: ferritin < 30 µg/L with a low haemoglobin is iron deficiency', (locale) => {
  const zh = locale === 'zh-CN';

  it('小赵 (man, Hb 112, ferritin 15): ferritin low, never "normal"; his 60 mg iron kept; gut work-up named', () => {
    const p = planFor(XIAO_ZHAO, locale);
    const f = markerOf(p, 'ferritin')!;
    expect(f.flag).toBe('low');
    expect(f.meaning).not.toMatch(/铁储备正常|Iron stores are normal/);
    const iron = p.productReviews.find((r) => r.amounts?.some((a) => a.nutrient === 'iron'))!;
    expect(iron.verdict).not.toBe('over_ul');
    expect(iron.issues.join(' ')).not.toMatch(STOP);
    expect(allText(p)).toMatch(zh ? GUT.zh : GUT.en);
  });

  it.each<[string, Answers]>([
    ['man 35, Hb 125, ferritin 22', { ...person('male', 35, 175, 70, 'light'), labs: labs(125, 22) }],
    ['man 60, Hb 118, ferritin 28', { ...person('male', 60, 170, 70, 'light'), labs: labs(118, 28) }],
    ['woman 62, Hb 105, ferritin 25', { ...person('female', 62, 158, 55, 'light'), labs: labs(105, 25) }],
  ])('%s: treated, and the cause looked for in the gut', (_, a) => {
    const p = planFor(a, locale);
    expect(markerOf(p, 'ferritin')?.flag).toBe('low');
    expect(recOf(p, 'iron')?.supervised).toBe(true);
    expect(findingOf(p, 'treatment:iron')?.text).toMatch(zh ? GUT.zh : GUT.en);
  });

  it('ferritin 22 with a normal haemoglobin stays as the range says (no anaemia, no treatment)', () => {
    const p = planFor({ ...person('male', 35, 175, 70, 'light'), labs: labs(150, 22) }, locale);
    expect(markerOf(p, 'ferritin')?.flag).toBe('normal');
    expect(recOf(p, 'iron')?.supervised).not.toBe(true);
  });

  it('小琳 (postpartum, Hb 88, ferritin 9, 力蜚能 150 mg): a treatment dose, kept; no iron on top', () => {
    const p = planFor(XIAO_LIN, locale);
    const r = p.productReviews.find((x) => x.optionId === 'iron-polysaccharide-150')!;
    expect(r.amounts?.find((a) => a.nutrient === 'iron')?.amount).toBe(150);
    expect(r.verdict).not.toBe('over_ul');
    expect(r.issues.join(' ')).not.toMatch(STOP);
    expect(recOf(p, 'iron')).toBeUndefined();
    expect(findingOf(p, 'skipped:iron')?.text).not.toMatch(
      /高于指南治疗范围|above the guideline treatment range/,
    );
  });

  it.each<[string, SupplementIntake[]]>([
    ['no iron product', []],
    ['a prenatal only', [{ optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' }]],
  ])('postpartum, Hb 95, ferritin 20, %s: oral iron at a treatment dose', (_, supplements) => {
    const p = planFor(
      { ...person('female', 30, 160, 58, 'light'), lifeStage: 'lactating', labs: labs(95, 20), supplements },
      locale,
    );
    expect(recOf(p, 'iron')?.supervised).toBe(true);
  });
});
