/**
 * Twenty-sixth clinician review, en M2: "melatonin 10mg" in a pregnant user's supplements was "keep" with
 * no issues. In pregnancy and breastfeeding its safety is not established (NCCIH 2022): `avoid` — not on
 * her own, her obstetrician decides — with the line, and 10 mg named a high dose. Not pregnant: unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

type Supp = NonNullable<Answers['supplements']>[number];
const TEN_MG: Supp = { name: 'melatonin 10mg', dose: 10, unit: 'mg' };
const who = (lifeStage: Answers['lifeStage'], supplements: Supp[]): Answers => ({
  ...person('female', 30, 165, 60, 'light'),
  lifeStage,
  goals: ['sleep'],
  supplements,
});
const melatoninReview = (a: Answers, locale: (typeof LOCALES)[number]) =>
  planFor(a, locale).productReviews.find((r) => /melatonin|褪黑素/i.test(r.name))!;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const NOT_ESTABLISHED = zh
    ? /褪黑素是否安全还没有研究证实.*产科医生/
    : /safety in pregnancy.*not been established.*obstetrician/;
  const HIGH = zh ? /10 mg 属于大剂量/ : /10 mg a day is a high dose/;

  it("the reviewer's pregnant user with melatonin 10 mg: avoid, not established, a high dose", () => {
    const r = melatoninReview(who('pregnant_t2', [TEN_MG]), locale);
    expect(r.verdict).toBe('avoid');
    expect(r.issues.join(' ')).toMatch(NOT_ESTABLISHED);
    expect(r.issues.join(' ')).toMatch(HIGH);
  });

  it('pregnant, melatonin 3 mg picked from the list: avoid with the line, no "high dose"', () => {
    const r = melatoninReview(who('pregnant_t1', [{ optionId: 'melatonin', dose: 3, unit: 'mg' }]), locale);
    expect(r.verdict).toBe('avoid');
    expect(r.issues.join(' ')).toMatch(NOT_ESTABLISHED);
    expect(r.issues.join(' ')).not.toMatch(HIGH);
  });

  it('breastfeeding: the same verdict', () => {
    const r = melatoninReview(who('lactating', [TEN_MG]), locale);
    expect(r.verdict).toBe('avoid');
    expect(r.issues.join(' ')).toMatch(zh ? /哺乳/ : /breastfeeding/);
  });

  it('pregnant, prescribed by her doctor: stays the prescriber’s (not avoid), with the line', () => {
    const r = melatoninReview(who('pregnant_t2', [{ ...TEN_MG, prescribed: true }]), locale);
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).toMatch(NOT_ESTABLISHED);
  });

  it('not pregnant: unchanged (keep for sleep, no pregnancy line)', () => {
    const r = melatoninReview(who('none', [TEN_MG]), locale);
    expect(r.verdict).toBe('keep');
    expect(r.issues.join(' ')).not.toMatch(NOT_ESTABLISHED);
  });
});
