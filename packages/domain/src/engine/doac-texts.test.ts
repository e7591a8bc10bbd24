/**
 * Warfarin's texts are warfarin's (clinician review 2026-11-25 closing, E3 §7: the sertraline × apixaban
 * advice talked about the INR and an anticoagulation clinic). On a direct oral anticoagulant (apixaban,
 * rivaroxaban, dabigatran, edoxaban) no plan text speaks of the INR, the anticoagulation clinic or
 * keeping vitamin K steady; on warfarin every one of them still does.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '.';
import { findingOf, LOCALES, person } from '../testing';

const E3 = (anticoagulant: string): Answers => ({
  ...person('female', 88, 152, 45, 'sedentary'),
  medicines: [anticoagulant, 'sertraline', 'compound-danshen-dripping-pills'],
  supplements: [
    { name: 'garlic', dose: 600, unit: 'mg' },
    { name: 'turmeric', dose: 500, unit: 'mg' },
    { name: 'dong quai', dose: 500, unit: 'mg' },
    { name: 'saw palmetto', dose: 320, unit: 'mg' },
    { name: 'danshen', dose: 500, unit: 'mg' },
  ],
});

/** Every text the person reads in the plan. */
function texts(answers: Answers, locale: Locale): string {
  const p = planFor(answers, locale);
  return [
    ...p.findings.map((f) => f.text),
    ...p.medicineTaboos.flatMap((t) => [t.mechanism, t.advice]),
    ...p.productReviews.flatMap((r) => r.issues),
    ...p.recommendations.flatMap((r) => [r.reason, r.timing]),
  ].join('\n');
}

const WARFARIN_ONLY = /INR|抗凝门诊|anticoagulation clinic|维生素K摄入稳定|vitamin K intake steady/;

describe.each(LOCALES)('%s', (locale) => {
  it.each(['apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban'])(
    'on %s: no INR, anticoagulation clinic or steady-vitamin-K text',
    (doac) => {
      const all = texts(E3(doac), locale);
      expect(all).not.toMatch(WARFARIN_ONLY);
      // the bleeding advice is still there
      expect(all).toMatch(locale === 'zh-CN' ? /出血/ : /bleeding/);
      expect(findingOf(planFor(E3(doac), locale), 'anticoagulant-vitamin-k')?.text).toMatch(
        locale === 'zh-CN' ? /不影响它的效果/ : /does not change its effect/,
      );
    },
  );

  it('on warfarin the INR texts stay', () => {
    const all = texts(E3('warfarin'), locale);
    expect(all).toMatch(/INR/);
    expect(all).toMatch(locale === 'zh-CN' ? /抗凝门诊/ : /anticoagulation clinic/);
    expect(all).toMatch(locale === 'zh-CN' ? /维生素K摄入稳定/ : /vitamin K intake steady/);
  });
});
