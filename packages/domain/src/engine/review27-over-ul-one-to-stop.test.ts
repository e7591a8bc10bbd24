/**
 * Twenty-seventh clinician review (2026-11-29), zh S1 and M8: when a nutrient's total from several
 * products is over the UL only because of one of them, that one is `over_ul` and the rest are kept.
 * - S1: 16 weeks pregnant (antiphospholipid syndrome, enoxaparin + aspirin + hydroxychloroquine,
 *   ferritin 11): 爱乐维 (folic acid 0.8 mg, iron 60 mg) with an extra 叶酸 0.4 mg — 1,200 µg over the
 *   1,000 µg UL; both were "stop". The add-on is the one to stop, the prenatal stays.
 * - M8: HIV, 善存男士 (zinc 11 mg) with a 50 mg zinc tablet — the tablet alone is over the 40 mg UL.
 * With no single product whose removal is enough, every product stays over the UL (as before).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const APS: Answers = {
  ...person('female', 32, 162, 60, 'light'),
  lifeStage: 'pregnant_t2',
  gestationalWeek: 16,
  medicines: ['enoxaparin', 'aspirin', 'hydroxychloroquine'],
  medicineDoses: [
    { id: 'enoxaparin', dose: 40, unit: 'mg' },
    { id: 'aspirin', dose: 100, unit: 'mg' },
  ],
  supplements: [
    { optionId: 'elevit', dose: 1, unit: 'tablet' },
    { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' },
  ],
  labs: [
    { marker: '铁蛋白', value: 11, unit: 'ng/mL' },
    { marker: '血红蛋白', value: 104, unit: 'g/L' },
  ],
};
const HIV: Answers = {
  ...person('male', 40, 175, 70, 'light'),
  medicines: ['bictegravir-emtricitabine-tenofovir-alafenamide'],
  supplements: [
    { optionId: 'multivitamin-men', dose: 1, unit: 'tablet' },
    { optionId: 'zinc-50', dose: 1, unit: 'tablet' },
  ],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const review = (a: Answers, optionId: string) =>
    planFor(a, locale).productReviews.find((r) => r.optionId === optionId)!;

  it('S1: the extra folic acid is the one to stop; the prenatal is kept, with no folate over_ul', () => {
    const add = review(APS, 'folic-acid-400');
    const elevit = review(APS, 'elevit');
    expect(add.verdict).toBe('over_ul');
    expect(add.overUl?.map((o) => o.nutrient)).toContain('folate');
    expect(add.issues.join(' ')).toMatch(
      zh
        ? /停用本品后，每日合计约 800 µg.*「爱乐维复合维生素片」不必因此停用/
        : /Without this product the total is about 800 µg.*so "Elevit prenatal" need not be stopped/,
    );
    expect(elevit.verdict).not.toBe('over_ul');
    expect(elevit.overUl?.some((o) => o.nutrient === 'folate') ?? false).toBe(false);
    const text = elevit.issues.join(' ');
    expect(text).toMatch(
      zh ? /是因为同时在吃「叶酸片 0.4 mg」/ : /because you also take "Folic acid 400 mcg"/,
    );
    expect(text).toMatch(zh ? /请继续服用，并告诉产科医生/ : /keep taking it, and tell your obstetrician/);
    expect(text).not.toMatch(
      zh ? /停止每天服用本品|停用本品/ : /Stop taking this product|Without this product/,
    );
  });

  it('M8: the 50 mg zinc tablet is the one to stop; the multivitamin is kept', () => {
    const zinc = review(HIV, 'zinc-50');
    const multi = review(HIV, 'multivitamin-men');
    expect(zinc.verdict).toBe('over_ul');
    expect(zinc.issues.join(' ')).toMatch(zh ? /请停止每天服用本品/ : /Stop taking this product daily/);
    expect(multi.verdict).not.toBe('over_ul');
    expect(multi.overUl).toBeUndefined();
    expect(multi.issues.join(' ')).toMatch(
      zh ? /是因为同时在吃「锌 50 mg」/ : /because you also take "Zinc 50 mg"/,
    );
  });

  it('listed the other way round, the add-on is still the one to stop', () => {
    const a: Answers = { ...HIV, supplements: [...(HIV.supplements ?? [])].reverse() };
    expect(review(a, 'zinc-50').verdict).toBe('over_ul');
    expect(review(a, 'multivitamin-men').verdict).not.toBe('over_ul');
  });

  it('no single product whose removal is enough: both stay over the UL', () => {
    const a: Answers = {
      ...HIV,
      supplements: [
        { optionId: 'zinc-50', dose: 1, unit: 'tablet' },
        { optionId: 'zinc-15', dose: 3, unit: 'tablet' },
      ],
    };
    expect(review(a, 'zinc-50').verdict).toBe('over_ul');
    expect(review(a, 'zinc-15').verdict).toBe('over_ul');
  });

  it('a folic acid marked prescribed is never the one stopped by this rule', () => {
    const a: Answers = {
      ...APS,
      supplements: [
        { optionId: 'elevit', dose: 1, unit: 'tablet' },
        { optionId: 'folic-acid-400', dose: 1, unit: 'tablet', prescribed: true },
      ],
    };
    const add = review(a, 'folic-acid-400');
    expect(add.verdict).not.toBe('over_ul');
    expect(add.issues.join(' ')).not.toMatch(zh ? /停用本品后/ : /Without this product/);
  });
});
