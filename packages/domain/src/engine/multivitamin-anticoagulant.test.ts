/**
 * Twelfth clinician review, zh P2 #4: 玛特纳 (a prenatal) on 克赛 (enoxaparin) was "最好避免与依诺肝素同服" —
 * the vitamin E × anticoagulant row fired on a multivitamin's 15 mg. The concern is high-dose vitamin E
 * (NIH ODS Vitamin E 2021), as the antiplatelet row already says: from 100 mg a day when the amount is
 * known. A 400 IU vitamin E capsule on a blood thinner is still "avoid".
 */
import { describe, expect, it } from 'vitest';
import type { SupplementIntake } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const woman = person('female', 29, 160, 62, 'sedentary');
const review = (medicine: string, sup: SupplementIntake, locale: (typeof LOCALES)[number]) =>
  planFor({ ...woman, lifeStage: 'lactating', medicines: [medicine], supplements: [sup] }, locale)
    .productReviews[0]!;
const AVOID = /避免与.*同服|同服不安全|best not taken with|do not take them together|Not safe with/i;

describe.each(LOCALES)('%s: a multivitamin on a blood thinner is kept', (locale) => {
  it.each<[string, SupplementIntake]>([
    ['enoxaparin', { name: '玛特纳', dose: 1, unit: 'tablet' }], // the reviewer's words
    ['enoxaparin', { optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' }],
    ['apixaban', { optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' }], // (warfarin: its vitamin K row stands)
    ['rivaroxaban', { optionId: 'multivitamin-50plus', dose: 1, unit: 'tablet' }],
  ])('on %s, %o: no "avoid with" line', (medicine, sup) => {
    const r = review(medicine, sup, locale);
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).not.toMatch(AVOID);
  });

  it.each(['enoxaparin', 'warfarin'])('on %s, vitamin E 400 IU is still to be avoided', (medicine) => {
    const r = review(medicine, { name: 'vitamin E', dose: 400, unit: 'IU' }, locale);
    expect(r.issues.join(' ')).toMatch(AVOID);
  });
});
