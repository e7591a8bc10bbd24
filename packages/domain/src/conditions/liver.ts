/**
 * Liver disease in the plan (clinician review 2026-11-25 evening, P1): the finding `liver-disease` says
 * the cirrhosis rules of knowledge/liver.ts — protein not cut (ESPEN 2019), sodium with ascites, no
 * alcohol, no raw shellfish — in the person's language, with their protein in grams.
 */
import type { Locale } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import { LIVER_RULES, LIVER_SOURCES, liverProteinText } from '../knowledge/liver';

const plain = (s: string) => s.replace(/\*\*/g, '');

export function liverFindings(p: {
  locale: Locale;
  conditions: readonly string[];
  weightKg: number | null | undefined;
  kidney: boolean;
}): Finding[] {
  if (!p.conditions.includes('liver_disease')) return [];
  const zh = p.locale === 'zh-CN';
  const pick = (b: { zh: string; en: string }) => plain(zh ? b.zh : b.en);
  // With kidney disease too, protein is the kidney and liver teams' to agree (KDOQI 2020): not said here.
  const protein = p.kidney ? '' : `${pick(liverProteinText(p.weightKg ?? null))} `;
  const lead = zh
    ? '肝病（肝硬化）：以下几条适用于肝硬化和晚期肝病，脂肪肝请按医生的建议。'
    : 'Liver disease (cirrhosis): these apply to cirrhosis and advanced liver disease; with fatty liver, follow your doctor.';
  return [
    {
      id: 'liver-disease',
      severity: 'warning',
      text: `${lead}${protein}${pick(LIVER_RULES.sodium.text)} ${pick(LIVER_RULES.alcohol.text)} ${pick(LIVER_RULES.rawSeafood.text)}`,
      reasons: [
        {
          kind: 'condition',
          ref: 'condition:liver_disease',
          text: zh ? '肝病' : 'Liver disease',
          source: LIVER_SOURCES.espen,
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
