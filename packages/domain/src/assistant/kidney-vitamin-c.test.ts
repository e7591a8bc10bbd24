/**
 * The chat on vitamin C with an eGFR below 30 (clinician review: 1,000 mg a day on dialysis was
 * "within the UL of 2,000 mg"). KDOQI/Academy 2020: about the RDA, 60–100 mg a day.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { KIDNEY_VITAMIN_C_TEXT } from '../conditions';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

const kidney = (egfr: number): Answers => ({
  ...person('male', 64, 172, 70, 'light'),
  conditions: ['kidney_disease'],
  labs: [{ marker: 'eGFR', value: egfr, unit: 'mL/min/1.73m2' }],
});

// prettier-ignore
const CASES: ['zh-CN' | 'en-US', string][] = [
  ['zh-CN', '我每天吃1000毫克维生素C可以吗'],
  ['en-US', 'I take 1000 mg of vitamin C a day, is that ok?'],
];

describe('vitamin C in the chat with an eGFR below 30', () => {
  it.each(CASES)('%s: %s — the kidney cap, never "within the UL"', (locale, q) => {
    const plan = storedPlanFor('kidney-c', kidney(22), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).toContain(locale === 'zh-CN' ? KIDNEY_VITAMIN_C_TEXT.zh : KIDNEY_VITAMIN_C_TEXT.en);
    expect(r.text).not.toMatch(/within the UL|在上限（UL）.*以内/);
  });

  it.each(CASES)('%s: with an eGFR of 45 the kidney cap is not said', (locale, q) => {
    const plan = storedPlanFor('kidney-c45', kidney(45), locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(r.text).not.toContain(locale === 'zh-CN' ? KIDNEY_VITAMIN_C_TEXT.zh : KIDNEY_VITAMIN_C_TEXT.en);
  });
});
