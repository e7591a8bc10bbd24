/**
 * Issue 31 §1 "pregnancy and medicines" through the whole engine: a woman of childbearing age on a
 * medicine that can harm an unborn baby is told so — urgent and "do not stop it yourself" when pregnant,
 * the rule before trying for a baby otherwise; never for men or from 51 (sources in
 * knowledge/teratogens.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person } from '../testing';
import { planFor } from './index';
import { searchDrugs } from '../interactions/search';

const woman = person('female', 29, 162, 58, 'light');

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it.each<[string, string, RegExp, RegExp]>([
    ['valproate', 'valproate', /5 mg叶酸/, /folic acid 5 mg/],
    ['valproate', 'antiepileptic-folic-acid', /5 mg叶酸/, /folic acid 5 mg/],
    ['lamotrigine', 'antiepileptic-folic-acid', /5 mg叶酸/, /folic acid 5 mg/],
    ['isotretinoin', 'isotretinoin', /最后一次服药后1个月/, /a month after/],
    // Seventh clinician review of 2026-11-26 (zh P1, en E): three years, not isotretinoin's month.
    ['acitretin', 'acitretin', /最后一次服药后至少3年/, /at least 3 years after the last dose/],
    ['methotrexate', 'methotrexate', /3个月/, /3 months/],
    ['mycophenolate', 'mycophenolate', /6周/, /6 weeks/],
    // Thirty-first clinician review, zh M1: with a mechanical valve switching is the specialists' decision
    // (ESC 2018: warfarin ≤ 5 mg a day may continue in the first trimester).
    [
      'warfarin',
      'warfarin',
      /机械心脏瓣膜[^。]*心内科和产科医生一起权衡/,
      /mechanical heart valve[^.]*cardiologist and obstetrician together/,
    ],
    // Thirty-first clinician review, en M1: doxycycline for acne while trying to conceive.
    ['doxycycline', 'tetracyclines', /牙齿永久变色/, /permanently stain the baby’s teeth/],
    ['minocycline', 'tetracyclines', /牙齿永久变色/, /permanently stain the baby’s teeth/],
    // Thirty-second clinician review, zh S3: tamoxifen while planning another child.
    ['tamoxifen', 'tamoxifen', /停药后2个月内不要怀孕/, /or for 2 months after the last dose/],
    ['paroxetine', 'paroxetine', /心脏畸形/, /heart defects/],
    ['lisinopril', 'raas-blockers', /孕期安全/, /safe in pregnancy/],
    ['lithium', 'lithium', /精神科医生/, /psychiatrist/],
    // Clinician review 2026-11-25 closing, Z2: Graves' disease on methimazole, planning a pregnancy.
    ['methimazole', 'methimazole', /丙硫氧嘧啶/, /propylthiouracil/],
    ['carbimazole', 'methimazole', /丙硫氧嘧啶/, /propylthiouracil/],
  ])('%s → teratogen:%s', (drug, id, zhText, enText) => {
    const notPregnant = findingOf(planFor({ ...woman, medicines: [drug] }, locale), `teratogen:${id}`);
    expect(notPregnant?.severity).toBe('info');
    expect(notPregnant?.text).toMatch(zh ? zhText : enText);
    const pregnant = findingOf(
      planFor({ ...woman, lifeStage: 'pregnant_t1', medicines: [drug] } as Answers, locale),
      `teratogen:${id}`,
    );
    expect(pregnant?.severity).toBe(
      id === 'antiepileptic-folic-acid' || id === 'paroxetine' ? 'warning' : 'urgent',
    );
    // Isotretinoin's label says stop it at once if pregnancy occurs (its row's `ifPregnant`): never the
    // general "do not stop" (sixteenth clinician review, zh P5).
    // Methotrexate too: the guidelines stop it at once in pregnancy (thirty-ninth clinician review, en S1).
    if (drug === 'isotretinoin')
      expect(pregnant?.text).toMatch(zh ? /立即停|不要再吃/ : /must be stopped at once/);
    else if (drug === 'methotrexate')
      expect(pregnant?.text).toMatch(zh ? /不要再吃下一次的甲氨蝶呤/ : /Take no further methotrexate dose/);
    else expect(pregnant?.text).toMatch(zh ? /不要自己停药/ : /do not stop the medicine yourself/);
    // never an instruction to stop the medicine (but isotretinoin's own label, above)
    if (drug !== 'isotretinoin')
      expect(pregnant?.text).not.toMatch(
        zh ? /请停药|立即停药/ : /\bstop (taking )?(it|the medicine) (now|today)\b/i,
      );
  });

  // Clinician review of the valproate persona (28, planning a baby): stopping valproate suddenly can
  // bring on seizures, so the rule before trying for a baby says not to stop it and to see the
  // prescriber first (MHRA valproate PPP patient guide), not only the contraception and folic acid.
  it('valproate, not pregnant: do not stop it yourself; see the prescriber before trying for a baby', () => {
    const f = findingOf(planFor({ ...woman, medicines: ['valproate'] }, locale), 'teratogen:valproate');
    expect(f?.severity).toBe('info');
    expect(f?.text).toMatch(zh ? /不要自己停药/ : /do not stop it yourself/);
    expect(f?.text).toMatch(
      zh ? /想要孩子前必须先找开药医生/ : /see the prescriber before trying for a baby/,
    );
    expect(f?.text).toMatch(zh ? /5 mg叶酸/ : /folic acid 5 mg/);
  });

  it('men and women over 50 get no pregnancy warning', () => {
    for (const a of [
      { ...person('male', 30, 175, 70, 'light'), medicines: ['valproate'] },
      { ...person('female', 62, 160, 60, 'light'), medicines: ['valproate'] },
    ])
      expect(planFor(a, locale).findings.some((f) => f.id.startsWith('teratogen:'))).toBe(false);
  });
});

/**
 * Twenty-second clinician review, en M5 and M17: "divalproex" (the name on US Depakote bottles) and
 * phentermine from a med spa found nothing in the medicine search, so the valproate rules and phentermine's
 * pregnancy contraindication (Adipex-P label) never reached the plan.
 */
describe('divalproex and phentermine are found and planned (twenty-second review, en M5, M17)', () => {
  it.each([
    ['divalproex', 'valproate'],
    ['Depakote ER', 'valproate'],
    ['divalproex sodium 500mg', 'valproate'],
    ['Adipex-P', 'phentermine'],
    ['phentermine 37.5', 'phentermine'],
    ['芬特明', 'phentermine'],
  ])('%s → %s', (typed, id) => {
    expect(searchDrugs(typed, 5, { tolerant: true })[0]?.drug.id).toBe(id);
  });

  it.each(LOCALES)(
    '%s: phentermine trying to conceive: a pregnancy contraindication; pregnant: no further dose',
    (locale) => {
      const zh = locale === 'zh-CN';
      const planning = findingOf(
        planFor({ ...woman, goals: ['pregnancy_prep'], medicines: ['phentermine'] }, locale),
        'teratogen:phentermine',
      );
      expect(planning?.text).toMatch(zh ? /孕期禁用/ : /must not be used in pregnancy/);
      const pregnant = findingOf(
        planFor({ ...woman, lifeStage: 'pregnant_t1', medicines: ['phentermine'] } as Answers, locale),
        'teratogen:phentermine',
      );
      expect(pregnant?.severity).toBe('urgent');
      expect(pregnant?.text).toMatch(
        zh ? /不要再吃下一片，今天就联系开药医生/ : /Take no further dose and contact your prescriber today/,
      );
    },
  );
});
