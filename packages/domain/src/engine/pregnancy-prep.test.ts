/**
 * Planning a pregnancy (goal `pregnancy_prep`, knowledge/preconception.ts): folic acid 400 µg a day
 * from at least a month before conception to 12 weeks (WHO 2016 A.2.1; USPSTF 2023 0.4–0.8 mg;
 * 中国临床合理补充叶酸多学科专家共识 2021: 0.4 mg from 3 months before). Only for a woman of
 * childbearing age (12–50, as the teratogen rule); on a medicine whose guideline sets 5 mg
 * (valproate, antiepileptics: NICE NG217 §1.13, RCOG Green-top 68) the teratogen rule decides and her
 * own 400 µg product is reviewed as below that dose — before conception and to 12 weeks of pregnancy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { CHILDBEARING_AGE, planningPregnancy } from '../knowledge/preconception';
import { LOCALES, findingOf, person, recOf } from '../testing';
import { planFor } from './index';

const planning = (gender: 'male' | 'female', age: number): Answers => ({
  ...person(gender, age, gender === 'male' ? 175 : 162, gender === 'male' ? 70 : 56, 'light'),
  goals: ['pregnancy_prep'],
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('a woman of 30 planning a baby: folic acid 400 µg, said as before conception to 12 weeks', () => {
    const r = recOf(planFor(planning('female', 30), locale), 'folate');
    expect(r?.dose).toBe(400);
    expect(r?.reason).toMatch(zh ? /备孕.*孕12周.*400/ : /Planning a pregnancy.*400 µg.*12 weeks/);
  });

  it('without the goal: no folic acid from it', () => {
    expect(recOf(planFor(person('female', 30, 162, 56, 'light'), locale), 'folate')).toBeUndefined();
  });

  it('already taking folic acid 400 µg: nothing added on top, her product kept', () => {
    const d = planFor(
      { ...planning('female', 30), supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }] },
      locale,
    );
    expect(recOf(d, 'folate')).toBeUndefined();
    expect(d.productReviews[0]?.verdict).toBe('keep');
  });

  it('a man who picks the goal: no folic acid and no pregnancy finding (the goal is not read for him)', () => {
    const d = planFor({ ...planning('male', 30), medicines: ['valproate'] }, locale);
    expect(recOf(d, 'folate')).toBeUndefined();
    expect(d.findings.some((f) => f.id.startsWith('teratogen:'))).toBe(false);
  });

  it('on valproate: no 400 µg (the teratogen rule gives 5 mg), the finding says she is planning', () => {
    const d = planFor({ ...planning('female', 28), medicines: ['valproate'] }, locale);
    expect(recOf(d, 'folate')).toBeUndefined();
    expect(d.products.some((p) => p.nutrients.includes('folate'))).toBe(false);
    const f = findingOf(d, 'teratogen:antiepileptic-folic-acid');
    expect(f?.text).toMatch(zh ? /^你正在备孕：.*5 mg叶酸/ : /^You are planning a baby: .*folic acid 5 mg/);
  });

  // Seventh clinician review (en B1): ulcerative colitis on sulfasalazine, trying to conceive, was
  // told 400 µg (BSG 2019; ECCO 2023: folic acid 2 mg a day before conception and through pregnancy).
  it('on sulfasalazine: no 400 µg, the finding says 2 mg, keep the medicine; her prenatal is below that dose', () => {
    const d = planFor(
      {
        ...planning('female', 29),
        conditions: ['ibd'],
        medicines: ['sulfasalazine'],
        supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }],
      },
      locale,
    );
    expect(recOf(d, 'folate')).toBeUndefined();
    const f = findingOf(d, 'teratogen:sulfasalazine');
    expect(f?.text).toMatch(
      zh
        ? /^你正在备孕：.*不要为了怀孕自己停药.*2 mg叶酸/
        : /^You are planning a baby: .*do not stop or cut it yourself.*folic acid 2 mg/,
    );
    const r = d.productReviews[0]!;
    expect(r.verdict).toBe('below_dose');
    expect(r.issues.join(' ')).toMatch(zh ? /整个孕期.*2 mg/ : /2 mg a day.*through the whole pregnancy/);
  });

  it('on sulfasalazine with a prescribed folic acid 5 mg and a prenatal: both kept, neither "over the UL"', () => {
    const d = planFor(
      {
        ...planning('female', 29),
        conditions: ['ibd'],
        medicines: ['sulfasalazine'],
        supplements: [
          { optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' },
          { optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug', prescribed: true },
        ],
      },
      locale,
    );
    const prenatal = d.productReviews.find((r) => r.optionId === 'prenatal-multivitamin')!;
    expect(prenatal.verdict).not.toBe('over_ul');
    expect(prenatal.issues.join(' ')).toMatch(zh ? /处方剂量/ : /because of the prescribed dose/);
    expect(d.productReviews.find((r) => r.optionId === 'folic-acid-5mg')?.verdict).toBe('keep');
  });

  it('pregnant on sulfasalazine: the finding is a warning, not "urgent"', () => {
    const d = planFor(
      { ...person('female', 29, 163, 58, 'light'), lifeStage: 'pregnant_t2', medicines: ['sulfasalazine'] },
      locale,
    );
    expect(findingOf(d, 'teratogen:sulfasalazine')?.severity).toBe('warning');
  });

  it('on valproate with her own 400 µg: below the 5 mg, ask the prescriber; never "keep" or "avoid"', () => {
    const d = planFor(
      {
        ...planning('female', 28),
        medicines: ['valproate'],
        supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }],
      },
      locale,
    );
    const r = d.productReviews[0]!;
    expect(r.verdict).toBe('below_dose');
    const said = r.issues.join(' ');
    expect(said).toMatch(zh ? /5 mg/ : /5 mg/);
    expect(said).toMatch(zh ? /开药医生/ : /prescriber/);
    expect(said).not.toMatch(zh ? /不要自行减量/ : /do not cut the dose/);
  });

  it('on valproate with folic acid 5 mg: kept as prescribed', () => {
    const d = planFor(
      {
        ...planning('female', 28),
        medicines: ['valproate'],
        // Marked prescribed: unmarked, a 5 mg tablet is not called prescribed (tenth clinician review, en P2).
        supplements: [{ optionId: 'folic-acid-5mg', dose: 5000, unit: 'ug', prescribed: true }],
      },
      locale,
    );
    expect(d.productReviews[0]?.verdict).toBe('keep');
  });

  it('in the first trimester on an antiepileptic with her own 400 µg: below the 5 mg, contact the prescriber', () => {
    for (const medicine of ['valproate', 'lamotrigine']) {
      const d = planFor(
        {
          ...person('female', 29, 163, 58, 'light'),
          lifeStage: 'pregnant_t1',
          medicines: [medicine],
          supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }],
        },
        locale,
      );
      const r = d.productReviews[0]!;
      expect(r.verdict, medicine).toBe('below_dose');
      expect(r.issues.join(' ')).toMatch(
        zh ? /孕早期.*5 mg叶酸.*不要自己停用/ : /first 12 weeks.*5 mg.*do not stop/,
      );
    }
  });

  it('from the second trimester her 400 µg is not judged against the 12-week dose', () => {
    const d = planFor(
      {
        ...person('female', 29, 163, 58, 'light'),
        lifeStage: 'pregnant_t2',
        medicines: ['valproate'],
        supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }],
      },
      locale,
    );
    expect(d.productReviews[0]?.verdict).not.toBe('below_dose');
  });

  it('on valproate, not planning: her 400 µg is not judged against the preconception dose', () => {
    const d = planFor(
      {
        ...person('female', 28, 165, 60, 'light'),
        medicines: ['valproate'],
        supplements: [{ optionId: 'folic-acid-400', dose: 400, unit: 'ug' }],
      },
      locale,
    );
    expect(d.productReviews[0]?.verdict).not.toBe('below_dose');
  });
});

describe('planningPregnancy: the goal counts for a woman of childbearing age, not pregnant', () => {
  it('holds exactly for a woman aged 12–50 with the goal who is not pregnant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('male' as const, 'female' as const),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('none', 'pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'),
        fc.boolean(),
        (gender, age, lifeStage, goal) => {
          const expected =
            gender === 'female' &&
            age >= CHILDBEARING_AGE.min &&
            age <= CHILDBEARING_AGE.max &&
            !lifeStage.startsWith('pregnant') &&
            goal;
          expect(
            planningPregnancy({ gender, age, lifeStage, goals: goal ? ['pregnancy_prep'] : ['energy'] }),
          ).toBe(expected);
        },
      ),
    );
  });
});
