/**
 * A high blood calcium, sarcoidosis or primary hyperparathyroidism: calcium and vitamin D supplements
 * are `avoid` unless prescribed — in the review, the recommendations, the products and the daily
 * checklist (ninth clinician review, en P1 finding 1: Gloria, sarcoidosis, calcium 11.4 mg/dL, was told
 * to keep vitamin D 5000 IU and Caltrate, and the checklist put both at lunch every day). The plan's own
 * line said "no calcium or vitamin D supplements": every screen now says the same.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { daySchedule } from '../schedule';
import { LOCALES, person, REFERENCE_PERSONAS, storedPlanFor } from '../testing';

/** The reviewer's persona as she entered it (engine/reference-personas.ts). */
export const GLORIA: Answers = new Map(REFERENCE_PERSONAS).get(
  'sarcoidosis with a high calcium, vitamin D 5000 IU, Caltrate and Tums on prednisone',
)!;

const CALCIUM_OR_D = new Set(['calcium', 'vitaminD']);
const KEEP_TAKING =
  /keep taking (it|them) as (prescribed|your doctor advised)|继续按(医嘱|处方)服用|请按医生的建议继续服用/;

function expectNoCalciumOrD(answers: Answers, locale: Locale, label: string) {
  const plan = planFor(answers, locale);
  for (const r of plan.productReviews) {
    const has = (r.amounts ?? []).some((a) => CALCIUM_OR_D.has(a.nutrient));
    if (!has) continue;
    expect(r.verdict, `${label}: ${r.name}`).toBe('avoid');
    expect(r.issues.join(' '), `${label}: ${r.name}`).not.toMatch(KEEP_TAKING);
    expect(r.issues.join(' '), `${label}: ${r.name}`).not.toMatch(
      /this product is prescribed|本品为处方用药/,
    );
  }
  expect(
    plan.recommendations.filter((r) => CALCIUM_OR_D.has(r.nutrient)),
    label,
  ).toEqual([]);
  for (const p of plan.products)
    expect(
      (p.delivered ? [p.delivered.nutrient] : []).filter((n) => CALCIUM_OR_D.has(n)),
      `${label}: ${p.productId}`,
    ).toEqual([]);
  expect(
    plan.findings.find((f) => f.id === 'form-switch:calcium'),
    label,
  ).toBeUndefined();
  const stored = storedPlanFor(`hypercalcaemia ${label}`, answers, locale);
  const day = daySchedule({ plan: stored, medicines: answers.medicines ?? [] });
  const items = day.slots.flatMap((s) => s.items);
  expect(
    items.filter((i) => i.kind !== 'medicine' && i.nutrient !== null && CALCIUM_OR_D.has(i.nutrient)),
    label,
  ).toEqual([]);
  return plan;
}

describe.each(LOCALES)('%s', (locale) => {
  it('Gloria as she entered it: no calcium or vitamin D kept, recommended, sold or scheduled', () => {
    const plan = expectNoCalciumOrD(GLORIA, locale, 'Gloria');
    const f = plan.findings.find((x) => x.id === 'hypercalcaemia');
    expect(f?.text).toMatch(
      locale === 'zh-CN'
        ? /血钙偏高.*不要吃钙片/
        : /Blood calcium is high: no calcium or vitamin D supplement/,
    );
    expect(f?.text).toMatch(locale === 'zh-CN' ? /急诊/ : /emergency department now/);
  });

  it('the same list sent with prescribed: false', () => {
    const own = {
      ...GLORIA,
      supplements: (GLORIA.supplements ?? []).map((s): SupplementIntake => ({ ...s, prescribed: false })),
    };
    expectNoCalciumOrD(own, locale, 'prescribed false');
  });

  it('sarcoidosis ticked, a low vitamin D and no calcium result: no vitamin D treatment of the plan’s own', () => {
    const sarcoid: Answers = {
      ...person('male', 45, 178, 80, 'moderate'),
      conditions: ['sarcoidosis'],
      sunExposure: 'low',
      supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' }],
      labs: [{ marker: 'vitaminD25OH', value: 10, unit: 'ng/mL' }],
    };
    const plan = expectNoCalciumOrD(sarcoid, locale, 'sarcoidosis');
    expect(plan.productReviews[0]?.issues.join(' ')).toMatch(locale === 'zh-CN' ? /结节病/ : /Sarcoidosis/);
    expect(plan.findings.find((f) => f.id === 'hypercalcaemia')?.text).toMatch(
      locale === 'zh-CN' ? /结节病/ : /Sarcoidosis/,
    );
  });

  it('primary hyperparathyroidism: her own calcium is avoid; food calcium is not cut', () => {
    const phpt: Answers = {
      ...person('female', 62, 160, 60, 'light'),
      conditions: ['hyperparathyroidism', 'osteoporosis'],
      supplements: [{ optionId: 'calcium-carbonate-d3', dose: 600, unit: 'mg' }],
    };
    const plan = expectNoCalciumOrD(phpt, locale, 'PHPT');
    expect(plan.findings.find((f) => f.id === 'hypercalcaemia')?.text).toMatch(
      locale === 'zh-CN' ? /饮食里的钙不用减少/ : /calcium from food needs no cutting/,
    );
  });

  it('a product she marks prescribed stays the prescriber’s, with a call about the calcium today', () => {
    const rx: Answers = {
      ...GLORIA,
      supplements: [{ optionId: 'calcium-carbonate-d3', dose: 600, unit: 'mg', prescribed: true }],
    };
    const r = planFor(rx, locale).productReviews[0]!;
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).toMatch(
      locale === 'zh-CN' ? /今天就联系开药医生/ : /contact your prescriber today/,
    );
  });

  it('a calcium in range and none of the conditions: calcium with vitamin D on a steroid is still kept', () => {
    const ok: Answers = {
      ...person('female', 54, 165, 78, 'light'),
      medicines: ['prednisone'],
      supplements: [{ optionId: 'calcium-carbonate-d3', dose: 600, unit: 'mg' }],
      labs: [{ marker: 'serumCalcium', value: 9.5, unit: 'mg/dL' }],
    };
    const plan = planFor(ok, locale);
    expect(plan.productReviews[0]?.verdict).toBe('keep');
    expect(plan.findings.find((f) => f.id === 'hypercalcaemia')).toBeUndefined();
  });
});
