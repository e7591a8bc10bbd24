/**
 * Issue 31 §2, conditions people live with, through the engine in both locales: heart failure (salt,
 * the cardiologist's fluid limit, daily weights, no dieting for the frail) and a kidney transplant
 * (the transplant team sets protein — never the CKD low-protein range — food safety, grapefruit and
 * pomelo). Sources: AHA/ACC/HFSA 2022 §7.1, KDIGO transplant 2009 (knowledge/conditions.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person } from '../testing';
import { planFor } from './index';

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('heart failure: salt, fluid limit, daily weights, no protein cut', () => {
    const p = planFor(
      { ...person('male', 78, 168, 62, 'sedentary'), conditions: ['heart_failure'] } as Answers,
      locale,
    );
    const f = findingOf(p, 'heart-failure');
    expect(f?.text).toMatch(
      zh ? /5克.*液体量.*称体重.*低蛋白/ : /5 g of salt.*fluid limit.*weigh yourself.*cut protein/,
    );
    expect(f?.reasons[0]?.source.ref).toMatch(/AHA\/ACC\/HFSA/);
  });

  it('kidney transplant at eGFR 45: the transplant team sets protein, never the KDOQI CKD range', () => {
    const transplant = planFor(
      {
        ...person('female', 45, 160, 58, 'light'),
        conditions: ['kidney_transplant'],
        medicines: ['tacrolimus'],
        labs: [{ marker: 'eGFR', value: 45, unit: 'mL/min/1.73m2' }],
      } as Answers,
      locale,
    );
    const kidney = findingOf(transplant, 'kidney');
    expect(kidney?.text).toMatch(zh ? /移植团队决定/ : /set by your transplant team/);
    expect(kidney?.text).not.toMatch(/KDOQI/);
    expect(findingOf(transplant, 'kidney-transplant')?.text).toMatch(
      zh ? /食品安全.*柚子/ : /food safety.*pomelo/,
    );
    // the same eGFR without a transplant gets the CKD G3a rule: no low-protein range, the 1.3 g/kg
    // ceiling (KDIGO 2024; the kidney rule yields at G3a, clinician review 2026-11-25 evening, P5)
    const ckd = planFor(
      {
        ...person('female', 45, 160, 58, 'light'),
        labs: [{ marker: 'eGFR', value: 45, unit: 'mL/min/1.73m2' }],
      },
      locale,
    );
    expect(findingOf(ckd, 'kidney')?.text).toMatch(/KDIGO 2024/);
    expect(findingOf(ckd, 'kidney')?.text).not.toMatch(/0\.55–0\.6/);
  });
});
