/**
 * Co-trimoxazole (trimethoprim) with a potassium-sparing diuretic, an ACE inhibitor or an ARB is a
 * dangerous pair: hyperkalaemia and sudden death in older people (Bactrim US PI §5; BNF trimethoprim
 * interactions; Antoniou BMJ 2011, Fralick BMJ 2014, Antoniou CMAJ 2015). With a potassium already above
 * the range the pair's advice is "contact the prescriber today" (seventh clinician review, en A1).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const older: Answers = person('male', 76, 172, 80, 'light');
const pairOf = (p: ReturnType<typeof planFor>, withDrug: string) =>
  p.medicineTaboos.find(
    (t) =>
      t.kind === 'drug_interaction' &&
      ((t.drugId === withDrug && t.target === 'sulfamethoxazole-trimethoprim') ||
        (t.target === withDrug && t.drugId === 'sulfamethoxazole-trimethoprim')),
  );
const TODAY = { 'zh-CN': '今天就联系', 'en-US': 'today' } as const;

describe.each(LOCALES)('%s', (locale) => {
  it.each([['spironolactone'], ['eplerenone'], ['ramipril'], ['losartan'], ['amiloride']])(
    'co-trimoxazole with %s is a major pair',
    (drug) => {
      const p = planFor({ ...older, medicines: [drug, 'sulfamethoxazole-trimethoprim'] }, locale);
      const t = pairOf(p, drug);
      expect(t?.severity).toBe('major');
      expect(t?.source.ref).toMatch(/Bactrim/);
      expect(t?.advice).toMatch(locale === 'zh-CN' ? /2～3天内查血钾/ : /within 2–3 days/);
    },
  );

  it('spironolactone + lisinopril + co-trimoxazole with a potassium of 5.7: contact the prescriber today', () => {
    const p = planFor(
      {
        ...older,
        conditions: ['hypertension', 'kidney_disease'],
        medicines: ['lisinopril', 'spironolactone', 'sulfamethoxazole-trimethoprim'],
        labs: [
          { marker: 'potassium', value: 5.7, unit: 'mmol/L' },
          { marker: 'egfr', value: 38, unit: 'mL/min/1.73m2' },
        ],
      },
      locale,
    );
    for (const drug of ['spironolactone', 'lisinopril']) {
      const t = pairOf(p, drug);
      expect(t?.severity).toBe('major');
      expect(t?.advice).toContain(TODAY[locale]);
    }
    // The diuretic × ACE inhibitor pair itself: the raised potassium goes back to the prescriber.
    const base = p.medicineTaboos.find(
      (t) => t.kind === 'drug_interaction' && t.drugId === 'spironolactone' && t.target === 'lisinopril',
    );
    expect(base?.advice).toMatch(locale === 'zh-CN' ? /已经高于正常范围/ : /already above the range/);
  });

  it('a normal potassium keeps the ordinary advice (check within 2–3 days)', () => {
    const p = planFor(
      {
        ...older,
        medicines: ['spironolactone', 'sulfamethoxazole-trimethoprim'],
        labs: [{ marker: 'potassium', value: 4.3, unit: 'mmol/L' }],
      },
      locale,
    );
    expect(pairOf(p, 'spironolactone')?.advice).not.toMatch(/已经高于正常范围|already above the range/);
  });

  // en A3: ibuprofen with spironolactone and lisinopril in CKD was missing from the plan.
  it('ibuprofen beside lisinopril and spironolactone: both pairs in the plan', () => {
    const p = planFor({ ...older, medicines: ['lisinopril', 'spironolactone', 'ibuprofen'] }, locale);
    for (const drug of ['lisinopril', 'spironolactone']) {
      const t = p.medicineTaboos.find(
        (x) => x.kind === 'drug_interaction' && x.drugId === drug && x.target === 'ibuprofen',
      );
      expect(t?.severity, drug).toBe('moderate');
      expect(t?.mechanism).toMatch(locale === 'zh-CN' ? /三联打击/ : /triple whammy/);
    }
  });
});
