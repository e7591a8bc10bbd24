/**
 * Fifteenth clinician review (en-US), moderate findings still open on main after the serious ones.
 *
 * - P4 moderate #1: an HbA1c of 41 mmol/mol (5.9 %) in a person on tirzepatide for weight was read as
 *   "You have diabetes: within the diabetes goal". The class: a glucose-lowering medicine that is also
 *   licensed for something else (GLP-1 medicines for weight, SGLT2 inhibitors for heart failure and CKD,
 *   metformin for prediabetes and PCOS) does not say diabetes; insulin and a sulfonylurea do.
 * - P4 serious #1, plan side: tirzepatide with the pill was said in chat only; the plan's medicine
 *   warnings carry it too (semaglutide, whose label has no such advice, does not get it).
 * - P3/P5 and cross-cutting: diphenhydramine and doxylamine (Tylenol PM, Nytol, Unisom) were missing
 *   from the dictionary; with donepezil the plan now says to avoid the OTC product.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { resolveMedicine } from '../interactions';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { ASH, DOROTHY } from './testing-review15';

const HBA1C_41 = [{ marker: 'HbA1c', value: 41, unit: 'mmol/mol', labRefLow: 20, labRefHigh: 41 }];
const withMeds = (base: Answers, medicines: string[], extra: Partial<Answers> = {}): Answers => ({
  ...base,
  medicines,
  medicineDoses: [],
  ...extra,
});
const hba1cOf = (a: Answers, locale: 'en-US' | 'zh-CN', tag: string) =>
  storedPlanFor(`review15-en-moderate ${tag}`, a, locale).reportAnalysis?.markers.find(
    (m) => m.key === 'hba1c',
  );

describe('an HbA1c on a medicine also licensed for weight is not read as diabetes (en P4 moderate #1)', () => {
  it.each([
    ['tirzepatide', 'en-US'],
    ['tirzepatide', 'zh-CN'],
    ['semaglutide', 'en-US'],
    ['liraglutide', 'zh-CN'],
    ['dapagliflozin', 'en-US'],
    ['metformin', 'en-US'],
  ] as const)('%s (%s): 5.9 %% is the prediabetes range', (drug, locale) => {
    const m = hba1cOf(withMeds(ASH, [drug], { labs: HBA1C_41 }), locale, `${drug} ${locale}`);
    expect(m?.flag).toBe('high');
    expect(m?.meaning).toMatch(/prediabetes|糖尿病前期/);
    expect(m?.meaning).not.toMatch(/You have diabetes|你有糖尿病/);
  });

  it.each([['insulin-glargine'], ['gliclazide']] as const)(
    'look-alike %s still says diabetes: read against the treatment goal',
    (drug) => {
      const m = hba1cOf(withMeds(ASH, [drug], { labs: HBA1C_41 }), 'en-US', drug);
      expect(m?.meaning).toMatch(/You have diabetes/);
    },
  );

  it('diabetes answered keeps the treatment goal on tirzepatide', () => {
    const m = hba1cOf(
      withMeds(ASH, ['tirzepatide'], { labs: HBA1C_41, conditions: ['diabetes'] }),
      'en-US',
      'tirzepatide diabetes',
    );
    expect(m?.meaning).toMatch(/You have diabetes/);
  });

  it.each([
    ['en-US', 'my HbA1c came back 5.9, is that diabetes? I am on Mounjaro for weight'],
    ['zh-CN', '我在打司美格鲁肽减重，糖化血红蛋白5.9，是糖尿病吗'],
  ] as const)('%s, typed in the chat as a guest: "%s"', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] });
    expect(r.text).not.toMatch(/You have diabetes|within the diabetes goal|你有糖尿病|在糖尿病控制目标/);
  });
});

describe('tirzepatide with the pill is a plan medicine warning (en P4 serious #1, plan side)', () => {
  it.each(['en-US', 'zh-CN'] as const)('%s: Ash’s plan carries the 4-week barrier advice', (locale) => {
    const plan = storedPlanFor(`review15-en-moderate ocp ${locale}`, ASH, locale);
    const row = plan.medicineTaboos.find((t) => t.ruleId === 'tirzepatide+class:oral_contraceptive');
    expect(row?.advice).toMatch(
      locale === 'zh-CN'
        ? /开始用替尔泊肽后的4周，以及每次加量后的4周/
        : /for 4 weeks after each dose increase/,
    );
  });

  it.each([
    ['semaglutide', 'levonorgestrel-ethinylestradiol'],
    ['tirzepatide', 'metformin'],
  ])('look-alike %s with %s gets no such warning', (a, b) => {
    const plan = storedPlanFor(`review15-en-moderate ocp ${a} ${b}`, withMeds(ASH, [a, b]), 'en-US');
    expect(plan.medicineTaboos.some((t) => /4 weeks after each dose increase/.test(t.advice))).toBe(false);
  });
});

describe('sedating antihistamines are in the dictionary (en P3, P5, cross-cutting)', () => {
  it.each([
    ['Tylenol PM', 'diphenhydramine-acetaminophen'],
    ['Nytol One-A-Night', 'diphenhydramine'],
    ['Unisom', 'doxylamine'],
    ['diphenhydramine 25 mg', 'diphenhydramine'],
    ['苯海拉明', 'diphenhydramine'],
    ['多西拉敏', 'doxylamine'],
  ])('"%s" resolves to %s', (name, id) => {
    const r = resolveMedicine(name);
    expect(r.status).toBe('resolved');
    expect(r.status === 'resolved' ? r.id : null).toBe(id);
  });

  it.each(['Advil PM', 'Aleve PM'])(
    'look-alike "%s" (an NSAID inside) is never read as the antihistamine alone',
    (name) => {
      const r = resolveMedicine(name);
      expect(r.status === 'resolved' ? r.id : '').not.toMatch(/diphenhydramine/);
    },
  );

  it.each(['en-US', 'zh-CN'] as const)(
    '%s: donepezil with Tylenol PM is an avoid warning in the plan',
    (locale) => {
      const a = withMeds(DOROTHY, [...(DOROTHY.medicines ?? []), 'diphenhydramine-acetaminophen'], {
        uncheckedMedicines: [],
      });
      const plan = storedPlanFor(`review15-en-moderate dorothy ${locale}`, a, locale);
      const row = plan.medicineTaboos.find((t) => t.ruleId === 'donepezil+class:anticholinergic');
      expect(row?.management).toBe('avoid');
      expect(row?.advice).toMatch(locale === 'zh-CN' ? /多奈哌齐照常吃/ : /Keep taking the donepezil/);
    },
  );

  it('look-alike: donepezil with plain acetaminophen gets no such warning', () => {
    const a = withMeds(DOROTHY, [...(DOROTHY.medicines ?? []), 'acetaminophen'], { uncheckedMedicines: [] });
    const plan = storedPlanFor('review15-en-moderate dorothy plain', a, 'en-US');
    expect(plan.medicineTaboos.some((t) => t.ruleId === 'donepezil+class:anticholinergic')).toBe(false);
  });
});
