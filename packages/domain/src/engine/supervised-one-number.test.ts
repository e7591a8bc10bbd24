/**
 * A supervised treatment dose is one number (issue 31 §3): the card's dose is the figure its timing text
 * and its reason name. A dose rounded up to a product step (iron 100 → 105 mg in a zh-CN pregnancy with
 * anaemia) read "105 mg" on the card and "元素铁 100 mg" in its text (twenty-third clinician review,
 * zh M6/m7). Checked over every reference persona in both languages, and on the reviewer's case.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '.';
import { LOCALES, recOf } from '../testing';
import { REFERENCE_PERSONAS } from './reference-personas';

/** The figure as the plan prints it (no thousands separator in zh-CN; 1,000 in en-US). */
const printed = (n: number): RegExp => {
  const plain = String(Math.round(n * 100) / 100);
  const grouped = (Math.round(n * 100) / 100).toLocaleString('en-US');
  return new RegExp(
    `(^|[^\\d.,])(${plain.replace('.', '\\.')}|${grouped.replace(/[.,]/g, '\\$&')}) ?(mg|µg|ug|IU)`,
  );
};

describe.each(LOCALES)('%s', (locale) => {
  it('every reference persona: a supervised card names its own dose in its timing and its reason', () => {
    const broken: string[] = [];
    for (const [name, answers] of REFERENCE_PERSONAS) {
      const plan = planFor(answers, locale);
      for (const r of plan.recommendations) {
        if (!r.supervised) continue;
        // A top-up on current supplements names the dose added and the total, and the how-text the total
        // ("add 45 mg, 70 mg a day in all" beside "70 mg elemental iron").
        const total = /合计 ([\d.,]+)|([\d.,]+) \S+ a day in all/.exec(r.reason);
        const shown = total ? Number((total[1] ?? total[2])!.replace(/,/g, '')) : r.dose;
        if (!printed(r.dose).test(r.reason) || !printed(shown).test(r.timing))
          broken.push(`${name}: ${r.nutrient} ${r.dose} — ${r.timing.slice(0, 80)}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('zh-CN pregnancy with anaemia and a ferritin of 12 (twenty-third review, 郭女士)', () => {
  const answers = new Map(REFERENCE_PERSONAS).get(
    '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)',
  )!;
  it('the card, its text and its reason say the same iron dose, inside the guideline range', () => {
    const r = recOf(planFor(answers, 'zh-CN'), 'iron')!;
    expect(r.supervised).toBe(true);
    expect(r.dose).toBeGreaterThanOrEqual(r.doseRange!.min);
    expect(r.timing).toContain(`元素铁 ${r.dose} mg`);
    expect(r.reason).toContain(`元素铁 ${r.dose} mg`);
    expect(r.reason).toMatch(/指南治疗范围 100–200 mg\/天/);
  });
});
