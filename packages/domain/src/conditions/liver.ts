/**
 * Liver disease in the plan. With cirrhosis ticked (clinician review 2026-11-25 evening, P1) the finding
 * `liver-disease` says the cirrhosis rules of knowledge/liver.ts — protein not cut (ESPEN 2019), sodium
 * with ascites, no alcohol, no raw shellfish — with their protein in grams. Any other liver disease
 * (review 8, zh P1: autoimmune hepatitis read as cirrhosis) gets what holds for every liver disease.
 */
import type { Locale } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { hasLiverDisease } from '../contracts/questionnaire';
import {
  LIVER,
  LIVER_OTHER_RULES,
  LIVER_RULES,
  LIVER_SOURCES,
  liverEnergyText,
  liverProteinText,
} from '../knowledge/liver';

const plain = (s: string) => s.replace(/\*\*/g, '');

export function liverFindings(p: {
  locale: Locale;
  conditions: readonly string[];
  weightKg: number | null | undefined;
  /** BMI on the scale: from 30 the liver team sets the energy (knowledge/liver.ts `liverEnergyText`). */
  bmi?: number | null | undefined;
  kidney: boolean;
}): Finding[] {
  if (!hasLiverDisease(p.conditions)) return [];
  const zh = p.locale === 'zh-CN';
  const pick = (b: { zh: string; en: string }) => plain(zh ? b.zh : b.en);
  if (!p.conditions.includes('cirrhosis')) {
    const r = LIVER_OTHER_RULES;
    return [
      {
        id: 'liver-disease',
        severity: 'warning',
        text: [r.protein, r.alcohol, r.remedies, LIVER_RULES.rawSeafood, r.tickCirrhosis]
          .map((x) => pick(x.text))
          .join(zh ? '' : ' '),
        reasons: [
          {
            kind: 'condition',
            ref: 'condition:liver_disease',
            text: zh ? '肝病' : 'Liver disease',
            source: r.alcohol.source,
          },
          {
            kind: 'standard',
            ref: 'liver:remedies',
            text: zh ? '不自行服用“护肝”草药' : 'No self-chosen liver remedies',
            source: r.remedies.source,
          },
          {
            kind: 'standard',
            ref: 'liver:vibrio',
            text: zh ? '不吃生的贝类海鲜' : 'No raw shellfish',
            source: LIVER_SOURCES.vibrio,
          },
        ],
      },
    ];
  }
  // With kidney disease too, protein is the kidney and liver teams' to agree (KDOQI 2020): not said here.
  const protein = p.kidney ? '' : `${pick(liverProteinText(p.weightKg ?? null))} `;
  const lead = zh ? '肝硬化：' : 'Cirrhosis: ';
  // Energy: no weight-loss target, at least 35 kcal/kg of dry weight (eighteenth clinician review, E4 M9); obese and
  // without ascites, slow weight loss (forty-eighth clinician review, en M15).
  const energy = `${pick(liverEnergyText(p.weightKg ?? null, p.bmi ?? null))} `;
  const obese = p.bmi !== undefined && p.bmi !== null && p.bmi >= LIVER.obeseBmiFrom;
  return [
    {
      id: 'liver-disease',
      severity: 'warning',
      text: `${lead}${energy}${protein}${pick(LIVER_RULES.sodium.text)} ${pick(LIVER_RULES.alcohol.text)} ${pick(LIVER_RULES.rawSeafood.text)}`,
      reasons: [
        {
          kind: 'condition',
          ref: 'condition:cirrhosis',
          text: zh ? '肝硬化' : 'Cirrhosis',
          source: LIVER_SOURCES.espen,
        },
        {
          kind: 'standard',
          ref: 'liver:energy',
          text: obese
            ? zh
              ? 'BMI≥30且无腹水：慢慢减重5%–10%，蛋白质不减'
              : 'BMI ≥ 30 without ascites: slow loss of 5–10 %, protein kept up'
            : zh
              ? '不减重，热量每天至少35千卡/千克干体重'
              : 'No weight-loss target; at least 35 kcal/kg dry weight a day',
          source: LIVER_SOURCES.easlNutrition,
        },
        {
          kind: 'standard',
          ref: 'liver:sodium',
          text: zh ? '腹水时限钠' : 'Sodium with ascites',
          source: LIVER_SOURCES.sodium,
        },
        {
          kind: 'standard',
          ref: 'liver:alcohol',
          text: zh ? '戒酒' : 'No alcohol',
          source: LIVER_SOURCES.alcohol,
        },
        {
          kind: 'standard',
          ref: 'liver:vibrio',
          text: zh ? '不吃生的贝类海鲜' : 'No raw shellfish',
          source: LIVER_SOURCES.vibrio,
        },
      ],
    },
  ];
}
