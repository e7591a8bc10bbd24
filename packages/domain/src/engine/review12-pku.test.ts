/**
 * Twelfth clinician review, en P2 (Hannah, 29, classical PKU off diet with a Phe of 12.4 mg/dL — about
 * 750 µmol/L — on Kuvan and a PKU formula, planning a pregnancy): the questionnaire had no PKU, the plan set
 * "proteinTargetG 59" and said "close the gap with food", the Phe result was "not recognised" and Kuvan
 * was not in the dictionary. PKU is a condition with sourced rows (ACMG 2014, European PKU guidelines 2017),
 * protein is the metabolic team's, and the Phe result is read against the preconception target.
 */
import { describe, expect, it } from 'vitest';
import { answersSchema, CONDITIONS, type Answers } from '../contracts/questionnaire';
import { searchDrugs } from '../interactions/search';
import { chronicRulesOf } from '../knowledge/chronic-conditions';
import { findingOf, LOCALES, markerOf, person, statusOf } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const HANNAH = new Map(REFERENCE_PERSONAS).get(
  'Hannah: PKU off diet, Phe 12.4 mg/dL, on Kuvan, planning a pregnancy',
)!;
const woman: Answers = person('female', 29, 165, 64, 'light');

describe('PKU is a questionnaire condition with its own sourced rows', () => {
  it('the contract has it, and an answer with it parses', () => {
    expect(CONDITIONS).toContain('pku');
    expect(answersSchema.safeParse({ ...woman, conditions: ['pku'] }).success).toBe(true);
  });

  it('every row is bilingual, sourced, and the Chinese text has no English words', () => {
    const rows = chronicRulesOf('pku');
    expect(rows.map((r) => r.id)).toEqual([
      'pku.protein',
      'pku.aspartame',
      'pku.preconception',
      'pku.pregnant',
      'pku.sapropterin',
    ]);
    for (const r of rows) {
      expect(r.text.zh && r.text.en && r.source.ref, r.id).toBeTruthy();
      expect(r.text.zh.replace(/μmol\/L|mg\/dL/g, ''), r.id).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('Kuvan and sapropterin are found in the dictionary, in both languages', () => {
    for (const q of ['Kuvan', 'Kuvan 500mg', 'sapropterin', '沙丙蝶呤'])
      expect(searchDrugs(q, 20, { tolerant: true })[0]?.drug.id, q).toBe('sapropterin');
  });
});

describe('the plan for Hannah: protein is the metabolic team’s, the Phe target before conception', () => {
  it.each(LOCALES)(
    '%s: the PKU finding says protein, aspartame, the preconception target and Kuvan',
    (locale) => {
      const f = findingOf(planFor(HANNAH, locale), 'pku');
      expect(f?.severity).toBe('warning');
      if (locale === 'zh-CN') {
        expect(f?.text).toMatch(/^苯丙酮尿症（PKU）：/);
        expect(f?.text).toMatch(/代谢门诊.*特殊医学用途配方粉.*不要为了“补蛋白”.*蛋白粉/s);
        expect(f?.text).toMatch(/阿斯巴甜/);
        expect(f?.text).toMatch(/120–360 μmol\/L.*整个孕期.*可靠的避孕/s);
        expect(f?.text).toMatch(/沙丙蝶呤不要自己停/);
      } else {
        expect(f?.text).toMatch(/^Phenylketonuria \(PKU\): /);
        expect(f?.text).toMatch(
          /metabolic dietitian.*Phe-free protein substitute.*no protein powders or shakes/s,
        );
        expect(f?.text).toMatch(/aspartame/);
        expect(f?.text).toMatch(/120–360 µmol\/L.*whole pregnancy.*reliable contraception/s);
        expect(f?.text).toMatch(/Do not stop sapropterin \(Kuvan\) on your own/);
      }
      for (const r of f?.reasons ?? []) expect(r.source?.ref).toBeTruthy();
    },
  );

  it.each(LOCALES)('%s: protein has no figure to eat up to — the metabolic team sets it', (locale) => {
    const plan = planFor(HANNAH, locale);
    const protein = statusOf(plan, 'protein');
    expect(protein?.managedBy).toBe('metabolic_team');
    expect(protein?.note).toMatch(/代谢门诊|metabolic team/);
    const energy = findingOf(plan, 'energy')?.text ?? '';
    expect(energy).toMatch(/蛋白质按代谢门诊的处方|protein as your metabolic team prescribes/);
    expect(energy).not.toMatch(/\d+ ?(g|克) ?(protein|蛋白)|蛋白质约 \d+ 克/);
    expect(plan.recommendations.map((r) => r.nutrient)).not.toContain('protein');
  });

  it.each(LOCALES)('%s: Phe 12.4 mg/dL is read (about 751 µmol/L) and flagged above the target', (locale) => {
    const plan = planFor(HANNAH, locale);
    const phe = markerOf(plan, 'phenylalanine');
    expect(phe?.value).toBeCloseTo(751, 0);
    expect(phe?.flag).toBe('high');
    expect(phe?.meaning).toMatch(locale === 'zh-CN' ? /代谢门诊.*避孕/s : /metabolic clinic.*contraception/s);
    expect(JSON.stringify(plan.reportAnalysis)).not.toMatch(
      /Phenylalanine.*not recognised|未能识别.*苯丙氨酸/,
    );
  });

  it('a man with PKU gets no preconception line, a woman without a plan for it does (childbearing age)', () => {
    const man = planFor({ ...person('male', 30, 178, 75, 'light'), conditions: ['pku'] }, 'en-US');
    expect(findingOf(man, 'pku')?.text).not.toMatch(/Planning a pregnancy/);
    const her = planFor({ ...woman, conditions: ['pku'] }, 'en-US');
    expect(findingOf(her, 'pku')?.text).toMatch(/Planning a pregnancy/);
    expect(findingOf(her, 'pku')?.text).not.toMatch(/sapropterin/);
  });

  it('without PKU protein keeps its figure', () => {
    const plan = planFor(woman, 'en-US');
    expect(statusOf(plan, 'protein')?.managedBy).toBeUndefined();
    expect(findingOf(plan, 'energy')?.text).toMatch(/\d+ g protein/);
  });
});

describe('PKU: protein powders and shakes are avoided in the review, the PKU formula is not', () => {
  it.each(LOCALES)(
    '%s: typed or known, a protein shake or whey is avoid with the PKU protein text',
    (locale) => {
      const plan = planFor(
        {
          ...woman,
          conditions: ['pku'],
          supplements: [
            { name: 'Premier Protein shake 30g', dose: 1, unit: 'scoop' },
            { optionId: 'whey-protein', dose: 30, unit: 'g' },
            { name: 'Phenex-2 PKU formula (protein substitute)', dose: 1, unit: 'scoop' },
          ],
        },
        locale,
      );
      const reviews = plan.productReviews ?? [];
      expect(reviews.map((r) => r.verdict).slice(0, 2)).toEqual(['avoid', 'avoid']);
      expect(reviews[0]?.issues.join(' ')).toMatch(/metabolic dietitian|代谢门诊的营养师/);
      expect(reviews[2]?.verdict).not.toBe('avoid');
    },
  );

  it('without PKU a protein shake is not avoided for being protein', () => {
    const plan = planFor(
      { ...woman, supplements: [{ optionId: 'whey-protein', dose: 30, unit: 'g' }] },
      'en-US',
    );
    expect(plan.productReviews?.[0]?.issues.join(' ')).not.toMatch(/metabolic dietitian/);
  });
});
