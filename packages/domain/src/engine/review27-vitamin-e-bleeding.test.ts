/**
 * Twenty-seventh clinician review (2026-11-29), zh S1: 爱乐维 (15 mg vitamin E) on aspirin and enoxaparin
 * was "最好避免与阿司匹林同服" / "…与依诺肝素同服". The bleeding pair is for high-dose vitamin E (NIH ODS
 * Vitamin E 2021: from 400 IU), raised from VITAMIN_E_BLEEDING_MIN_MG a day — and now only on the product
 * that reaches it on its own, not on a prenatal beside a 400 IU capsule. A vitamin E capsule of unknown
 * strength ("天然维E 400", 1 capsule) raises the pair: the cautious reading.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { VITAMIN_E_BLEEDING_MIN_MG } from '../knowledge/interactions';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const APS = (supplements: SupplementIntake[]): Answers => ({
  ...person('female', 32, 162, 60, 'light'),
  lifeStage: 'pregnant_t2',
  gestationalWeek: 16,
  medicines: ['enoxaparin', 'aspirin', 'hydroxychloroquine'],
  supplements,
});
const ELEVIT: SupplementIntake = { optionId: 'elevit', dose: 1, unit: 'tablet' };
const PAIR =
  /避免与(阿司匹林|依诺肝素)同服|与(阿司匹林|依诺肝素)同服不安全|best not taken with|not safe with/i;

describe.each(LOCALES)('%s', (locale) => {
  const reviews = (s: SupplementIntake[]) => planFor(APS(s), locale).productReviews;

  it('the threshold sits below 400 IU and above a prenatal’s 15 mg', () => {
    expect(VITAMIN_E_BLEEDING_MIN_MG).toBeGreaterThan(15);
    expect(VITAMIN_E_BLEEDING_MIN_MG).toBeLessThanOrEqual(180); // 400 IU of synthetic vitamin E
  });

  it('爱乐维 alone, or with the extra folic acid: no bleeding pair', () => {
    for (const s of [[ELEVIT], [ELEVIT, { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' } as const]]) {
      const elevit = reviews([...s]).find((r) => r.optionId === 'elevit')!;
      expect(elevit.verdict).not.toBe('avoid');
      expect(elevit.issues.join(' ')).not.toMatch(PAIR);
    }
  });

  it('爱乐维 beside a 400 IU capsule: the pair is the capsule’s, not the prenatal’s', () => {
    const out = reviews([ELEVIT, { optionId: 'vitamin-e-400iu', dose: 1, unit: 'capsule' }]);
    const elevit = out.find((r) => r.optionId === 'elevit')!;
    const e = out.find((r) => r.optionId === 'vitamin-e-400iu')!;
    expect(elevit.issues.join(' ')).not.toMatch(PAIR);
    expect(e.verdict).toBe('avoid');
    expect(e.issues.join(' ')).toMatch(PAIR);
  });

  it.each<[string, SupplementIntake]>([
    ['400 IU typed', { name: '天然维E 400', dose: 400, unit: 'IU' }],
    ['1 capsule of unknown strength', { name: '天然维E 400', dose: 1, unit: 'capsule' }],
  ])('天然维E 400, %s: still "not safe with" aspirin and enoxaparin', (_, sup) => {
    const e = reviews([sup])[0]!;
    expect(e.verdict).toBe('avoid');
    expect(e.issues.join(' ')).toMatch(locale === 'zh-CN' ? /阿司匹林.*依诺肝素/s : /Aspirin.*Enoxaparin/is);
  });

  it('two 60 mg vitamin E products, neither high-dose alone: both carry the pair, as before', () => {
    const out = reviews([
      { optionId: 'vitamin-e-100mg', dose: 60, unit: 'mg' },
      { name: 'vitamin E', dose: 60, unit: 'mg' },
    ]);
    for (const r of out) expect(r.issues.join(' ')).toMatch(PAIR);
  });
});
