/**
 * 1,25-dihydroxyvitamin D, intact PTH and ACE are read (ninth clinician review, en P1 finding 5: "Lab
 * items not recognised: Vitamin D, 1,25-Dihydroxy, PTH, Intact, Angiotensin-Converting Enzyme"): a high
 * 1,25-dihydroxyvitamin D with a low PTH is the pattern of granulomatous hypercalcaemia. "ACE inhibitor"
 * and the medicine calcitriol are never read as lab values.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, REFERENCE_PERSONAS } from '../testing';
import { extractMarkers } from './extract';

const GLORIA = new Map(REFERENCE_PERSONAS).get(
  'sarcoidosis with a high calcium, vitamin D 5000 IU, Caltrate and Tums on prednisone',
)!;
/** Her labs as she entered them, 1,25-dihydroxyvitamin D, PTH and ACE among them. */
const WITH_ALL: Answers = GLORIA;

describe.each(LOCALES)('%s: the reviewer’s values as she entered them', (locale) => {
  const plan = planFor(WITH_ALL, locale);
  it('are recognised, flagged by the printed range, and read with the calcium', () => {
    expect(plan.findings.find((f) => f.id === 'lab-rejected')).toBeUndefined();
    const flag = (key: string) => plan.reportAnalysis?.markers.find((m) => m.key === key)?.flag;
    expect(flag('dihydroxyvitaminD')).toBe('high');
    expect(flag('pth')).toBe('low');
    expect(flag('angiotensinConvertingEnzyme')).toBe('high');
    expect(plan.findings.find((f) => f.id === 'lab:dihydroxyvitaminD')?.text).toMatch(
      locale === 'zh-CN' ? /结节病等肉芽肿性疾病/ : /sarcoidosis or another granulomatous disease/,
    );
    expect(plan.findings.find((f) => f.id === 'lab:pth')?.text).toMatch(
      locale === 'zh-CN' ? /不是甲状旁腺引起的/ : /not coming from the parathyroid glands/,
    );
    expect(plan.recommendations.some((r) => r.nutrient === 'vitaminD')).toBe(false);
  });
});

describe('read from report text', () => {
  it.each([
    ['Vitamin D, 1,25-Dihydroxy 92 pg/mL 18-72', 'dihydroxyvitaminD', 92],
    ['1,25(OH)2D 120 pmol/L', 'dihydroxyvitaminD', 120],
    ['1,25-二羟维生素D3 45 pg/mL', 'dihydroxyvitaminD', 45],
    ['PTH, Intact 8 pg/mL 15-65', 'pth', 8],
    ['甲状旁腺激素 80 pg/mL', 'pth', 80],
    ['Angiotensin-Converting Enzyme 98 U/L 14-82', 'angiotensinConvertingEnzyme', 98],
    ['Vitamin D, 25-Hydroxy 22 ng/mL 30-100', 'vitaminD25OH', 22],
  ] as const)('%s', (line, key, value) => {
    expect(extractMarkers(line).map((m) => [m.marker, m.value])).toEqual([[key, value]]);
  });

  it.each([
    'ACE inhibitor lisinopril 10 mg',
    'lisinopril (ACE inhibitor) 10 mg daily',
    'calcitriol 0.25 mcg daily',
  ])('not a lab value: %s', (line) => {
    expect(extractMarkers(line)).toEqual([]);
  });
});
