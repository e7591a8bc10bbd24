/**
 * Fourteenth clinician review, zh P5 #1 (阿雅, IVF a week before embryo transfer): with 爱乐维 and the
 * Australian Elevit together, both were "请停止每天服用本品" (iron 120 mg above the UL) and the plan
 * recommended no folic acid in their place. Folic acid continues for anyone trying to conceive, IVF
 * included (围受孕期增补叶酸预防神经管缺陷指南 2017; WHO antenatal care 2016 A.2.1): the review keeps
 * one prenatal and says which ONE to stop — never the prenatal with the folic acid.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

const P5 = '阿雅 IVF a week before transfer, two prenatals and cod-liver oil (zh)';
const persona = (): Answers => {
  const a = new Map(REFERENCE_PERSONAS).get(P5);
  if (!a) throw new Error(P5);
  return a;
};

describe('zh P5 #1: two prenatals before IVF transfer — one is kept, the other is the one to stop', () => {
  it.each(['zh-CN', 'en-US'] as const)('%s', (locale) => {
    const plan = planFor(persona(), locale);
    const [first, second] = plan.productReviews.filter((r) => r.optionId === 'elevit');
    expect(first?.verdict).toBe('keep');
    expect(first?.issues.join(' ')).not.toMatch(/请停止每天服用本品|Stop taking this product daily/);
    expect(first?.issues[0]).toMatch(locale === 'zh-CN' ? /保留这一种，不要停/ : /Keep this one/);
    expect(first?.issues[0]).toMatch(/澳洲版Elevit/);
    expect(second?.verdict).toBe('over_ul');
    expect(second?.issues[0]).toMatch(
      locale === 'zh-CN' ? /停用这一种，保留「爱乐维」/ : /Stop this one and keep "爱乐维"/,
    );
    // Cod-liver oil is still not for her (retinol; aspirin's bleeding sum).
    expect(plan.productReviews.find((r) => r.optionId === 'cod-liver-oil')?.verdict).toBe('avoid');
  });

  it('one prenatal alone while trying to conceive is kept, its iron for the doctor to judge', () => {
    const a = persona();
    const one: Answers = {
      ...a,
      supplements: [{ optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' }],
    };
    const plan = planFor(one, 'zh-CN');
    const r = plan.productReviews[0];
    expect(r?.verdict).toBe('keep');
    expect(r?.issues.join(' ')).toMatch(/生殖科或产科医生/);
    expect(r?.issues.join(' ')).not.toMatch(/请停止每天服用本品/);
  });

  it('a prenatal with a generic prenatal: the first listed is kept, whichever brand', () => {
    const a = persona();
    const two: Answers = {
      ...a,
      supplements: [
        { optionId: 'prenatal-multivitamin', name: '孕期复合维生素', dose: 1, unit: 'tablet' },
        { optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' },
      ],
    };
    const plan = planFor(two, 'en-US');
    expect(plan.productReviews[0]?.verdict).toBe('keep');
    expect(plan.productReviews[1]?.issues[0]).toMatch(/Stop this one and keep "孕期复合维生素"/);
  });

  it('outside pregnancy and trying to conceive, the UL rule is unchanged', () => {
    const a = persona();
    const man: Answers = { ...a, gender: 'male', goals: [] };
    const plan = planFor(man, 'zh-CN');
    expect(
      plan.productReviews.filter((r) => r.optionId === 'elevit').every((r) => r.verdict === 'over_ul'),
    ).toBe(true);
  });
});
