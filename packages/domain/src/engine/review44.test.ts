import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';
import { ENZYME_INHIBITOR_PARTNERS } from '../knowledge/enzyme-inhibitor-pairs';

// Forty-fourth blind clinician review (2026-12-01): the plan's side.

describe('warfarin with the medicines that raise the INR (zh S3, en S4)', () => {
  it.each(ENZYME_INHIBITOR_PARTNERS['warfarin']!.flatMap((id) => LOCALES.map((l) => [id, l] as const)))(
    'warfarin with %s (%s): a major pair that sends the INR to the anticoagulation clinic',
    (id, locale) => {
      const p = planFor({ ...person('male', 68, 175, 90, 'light'), medicines: ['warfarin', id] }, locale);
      const t = p.medicineTaboos.find((x) => x.ruleId === `warfarin+${id}`);
      expect(t?.severity).toBe('major');
      expect(JSON.stringify(t)).toMatch(locale === 'zh-CN' ? /INR/ : /anticoagulation clinic/);
    },
  );
  it('amiodarone: the label’s dose cut and the weeks-to-months tail are said', () => {
    const p = planFor(
      { ...person('male', 68, 175, 90, 'light'), medicines: ['warfarin', 'amiodarone'] },
      'en-US',
    );
    const t = JSON.stringify(p.medicineTaboos.find((x) => x.ruleId === 'warfarin+amiodarone'));
    expect(t).toMatch(/one-third to one-half/);
    expect(t).toMatch(/weeks to months after it is stopped/);
  });
  it('amiodarone alone, or warfarin alone: no such pair', () => {
    for (const meds of [['amiodarone'], ['warfarin']]) {
      const p = planFor({ ...person('male', 68, 175, 90, 'light'), medicines: meds }, 'en-US');
      expect(p.medicineTaboos.some((x) => x.ruleId.startsWith('warfarin+'))).toBe(false);
    }
  });
});

describe('PKU, already pregnant (en S1)', () => {
  const pregnant: Answers = {
    ...person('female', 29, 165, 62, 'light'),
    lifeStage: 'pregnant_t1',
    gestationalWeek: 7,
    conditions: ['pku'],
    labs: [{ marker: 'phenylalanine', value: 840, unit: 'umol/L' }],
  };
  it.each(LOCALES)('%s: the clinic today, and no "contraception until it is in range"', (locale) => {
    const f = planFor(pregnant, locale).findings;
    const text = f
      .filter((x) => x.id === 'pku' || x.id === 'lab:phenylalanine')
      .map((x) => x.text)
      .join('\n');
    expect(text).toMatch(locale === 'zh-CN' ? /今天就联系代谢门诊/ : /metabolic clinic today/);
    expect(text).not.toMatch(locale === 'zh-CN' ? /避孕/ : /contraception/);
  });
  it('not pregnant, of childbearing age: the preconception rule and its contraception stay', () => {
    const f = planFor({ ...pregnant, lifeStage: 'none', gestationalWeek: undefined }, 'en-US').findings;
    const text = f.map((x) => x.text).join('\n');
    expect(text).toMatch(/Planning a pregnancy/);
    expect(text).toMatch(/use reliable contraception until they confirm it is in range/);
  });
});

describe('a clozapine level above range (en M3)', () => {
  it.each(LOCALES)('%s: the psychiatrist today or the next working day, not "within days"', (locale) => {
    const f = planFor(
      {
        ...person('male', 34, 178, 80, 'light'),
        conditions: ['mental_illness'],
        medicines: ['clozapine'],
        labs: [{ marker: 'clozapine level', value: 890, unit: 'ng/mL' }],
      },
      locale,
    ).findings.find((x) => x.id === 'lab:clozapine');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /今天或下一个工作日/ : /today or on the next working day/);
  });
});

describe('liver tests and triglycerides on an oral retinoid (zh M3, en M2)', () => {
  it.each(LOCALES)('%s: ALT, AST and triglycerides name the medicine and the dermatologist', (locale) => {
    const f = planFor(
      {
        ...person('female', 31, 160, 56, 'light'),
        medicines: ['acitretin'],
        labs: [
          { marker: 'ALT', value: 68, unit: 'U/L' },
          { marker: 'AST', value: 55, unit: 'U/L' },
          { marker: 'triglycerides', value: 3.4, unit: 'mmol/L' },
        ],
      },
      locale,
    ).findings;
    for (const id of ['lab:alt', 'lab:ast', 'lab:triglycerides'])
      expect(f.find((x) => x.id === id)?.text).toMatch(
        locale === 'zh-CN' ? /口服维A酸类药/ : /oral retinoid/,
      );
  });
  it('not on a retinoid: no such note', () => {
    const f = planFor(
      { ...person('female', 31, 160, 56, 'light'), labs: [{ marker: 'ALT', value: 68, unit: 'U/L' }] },
      'en-US',
    ).findings;
    expect(f.find((x) => x.id === 'lab:alt')?.text).not.toMatch(/oral retinoid/);
  });
});
