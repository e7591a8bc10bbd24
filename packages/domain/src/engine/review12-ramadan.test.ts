/**
 * Twelfth clinician review, zh P3 (马师傅 on glibenclamide, metformin and 安博诺, creatinine 118) and en P1
 * (Tariq on gliclazide, metformin and Lantus with CKD G3a), both fasting Ramadan: the questionnaire had no
 * way to say so and the plan said nothing of it. `religiousFasting` is a validated answer, and the plan's
 * `ramadan` finding says what IDF-DAR's Diabetes and Ramadan Practical Guidelines 2021 say.
 */
import { describe, expect, it } from 'vitest';
import { answersSchema, RELIGIOUS_FASTING, type Answers } from '../contracts/questionnaire';
import { RAMADAN_RULES } from '../knowledge/ramadan';
import { findingOf, LOCALES, person } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const personas = new Map(REFERENCE_PERSONAS);
const MA = personas.get('马师傅 Ramadan on 优降糖, metformin and 安博诺, creatinine 118 (zh)')!;
const TARIQ = personas.get('Tariq: Ramadan on gliclazide, metformin and Lantus, CKD G3a (UK)')!;
const man: Answers = person('male', 40, 175, 75, 'light');

describe('the questionnaire asks whether the person fasts in Ramadan, validated', () => {
  it('accepts none and ramadan, refuses anything else', () => {
    expect(RELIGIOUS_FASTING).toEqual(['none', 'ramadan']);
    for (const v of RELIGIOUS_FASTING)
      expect(answersSchema.safeParse({ ...man, religiousFasting: v }).success).toBe(true);
    for (const v of ['lent', 'yes', 1, null])
      expect(answersSchema.safeParse({ ...man, religiousFasting: v }).success).toBe(false);
  });

  it('every rule is bilingual and sourced; the Chinese text has no English words', () => {
    for (const r of RAMADAN_RULES) {
      expect(r.text.zh && r.text.en && r.source.ref, r.id).toBeTruthy();
      expect(r.text.zh.replace(/mmol\/L|mg\/dL/g, ''), r.id).not.toMatch(/[A-Za-z]{2,}/);
      expect(r.text.en, r.id).not.toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('马师傅 (zh P3): glibenclamide, metformin and a thiazide while fasting', () => {
  it.each(LOCALES)(
    '%s: the finding names the review, glibenclamide, breaking the fast, the diuretic and food',
    (locale) => {
      const plan = planFor(MA, locale);
      const f = findingOf(plan, 'ramadan');
      expect(f?.severity).toBe('warning');
      expect(plan.profile.religiousFasting).toBe('ramadan');
      if (locale === 'zh-CN') {
        expect(f?.text).toMatch(/^斋月封斋：.*斋月前6–8周/);
        expect(f?.text).toMatch(/格列本脲（优降糖）.*不建议.*不要自己换/);
        expect(f?.text).toMatch(/二甲双胍一般跟开斋饭和封斋饭一起吃/);
        expect(f?.text).toMatch(/低于3\.9 mmol\/L（70 mg\/dL）、高于16\.7 mmol\/L（300 mg\/dL）.*立刻开斋/);
        expect(f?.text).toMatch(/利尿剂.*什么时候吃.*不要自己停或改/);
        expect(f?.text).toMatch(/封斋饭尽量晚吃.*1–3个椰枣.*开斋到封斋之间少量多次喝水/);
      } else {
        expect(f?.text).toMatch(/^Fasting in Ramadan: .*6–8 weeks before Ramadan/);
        expect(f?.text).toMatch(/Glibenclamide \(glyburide\).*advise against.*not yours/);
        expect(f?.text).toMatch(/under 3\.9 mmol\/L \(70 mg\/dL\), over 16\.7 mmol\/L \(300 mg\/dL\)/);
        expect(f?.text).toMatch(/A diuretic.*when to take it/);
      }
      for (const r of f?.reasons ?? []) expect(r.source?.ref).toMatch(/Diabetes and Ramadan/);
    },
  );
});

describe('Tariq (en P1): gliclazide and insulin with CKD, fasting', () => {
  it.each(LOCALES)('%s: dose changes only with the doctor; no glibenclamide or diuretic line', (locale) => {
    const f = findingOf(planFor(TARIQ, locale), 'ramadan');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(/only your doctor can set the new doses|具体剂量只能由医生定/);
    expect(f?.text).toMatch(/reduced kidney function|肾功能下降/);
    expect(f?.text).not.toMatch(/Glibenclamide \(glyburide\) causes|格列本脲（优降糖）引起/);
    expect(f?.text).not.toMatch(/A diuretic|利尿剂加上/);
  });
});

describe('who gets the finding', () => {
  it('no Ramadan answer, or none: no finding', () => {
    expect(findingOf(planFor({ ...MA, religiousFasting: 'none' }, 'zh-CN'), 'ramadan')).toBeUndefined();
    const { religiousFasting: _r, ...unsaid } = TARIQ;
    expect(findingOf(planFor(unsaid, 'en-US'), 'ramadan')).toBeUndefined();
  });

  it('fasting without diabetes or a diuretic: food and water only, as information', () => {
    const f = findingOf(planFor({ ...man, religiousFasting: 'ramadan' }, 'en-US'), 'ramadan');
    expect(f?.severity).toBe('info');
    expect(f?.text).toMatch(/Have suhoor as late as you can/);
    expect(f?.text).not.toMatch(/diabetes|glucose|diuretic/i);
  });
});
