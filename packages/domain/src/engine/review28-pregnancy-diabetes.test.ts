/**
 * Twenty-eighth clinician review, en S1 (and zh, moderate): type 1 diabetes at 11 weeks with an HbA1c of
 * 7.8 % was read against the non-pregnant goal of 7.0 % and told "within 2–4 weeks". In pregnancy with
 * diabetes the goal is under 6.0 % (under 7.0 % if needed to prevent lows) and the team acts now (ADA 2025
 * §15; ACOG PB 201; 妊娠期高血糖诊治指南 2022).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, findingOf, markerOf } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const PERSONAS = new Map(REFERENCE_PERSONAS);
const MARIA = PERSONAS.get(
  'Maria: 11 weeks pregnant with type 1 diabetes, HbA1c 7.8, Synthroid with a prenatal and Tums (en)',
)!;

describe('HbA1c in pregnancy with diabetes', () => {
  it.each(LOCALES)('%s: read against 6.0 %, the team this week', (locale) => {
    const plan = planFor(MARIA, locale);
    const a1c = markerOf(plan, 'hba1c');
    expect(a1c).toMatchObject({ value: 7.8, flag: 'high' });
    const goal = findingOf(plan, 'glucose-above-goal')!;
    expect(goal.text).toMatch(locale === 'zh-CN' ? /低于 6\.0 %.*这周内/ : /under 6\.0 %.*this week/);
    expect(goal.text).not.toMatch(/2–4/);
    expect(JSON.stringify(goal.reasons)).toMatch(/§15/);
  });

  it.each(LOCALES)('%s: an HbA1c of 6.3 % in pregnancy with diabetes is above the goal', (locale) => {
    const plan = planFor({ ...MARIA, labs: [{ marker: 'HbA1c', value: 6.3, unit: '%' }] }, locale);
    expect(markerOf(plan, 'hba1c')).toMatchObject({ flag: 'high' });
    expect(findingOf(plan, 'glucose-above-goal')).toBeDefined();
  });

  it.each(LOCALES)('%s: outside pregnancy the goal stays 7.0 %', (locale) => {
    const plan = planFor(
      {
        ...MARIA,
        lifeStage: 'none',
        gestationalWeek: undefined,
        prePregnancyWeightKg: undefined,
        labs: [{ marker: 'HbA1c', value: 6.3, unit: '%' }],
      },
      locale,
    );
    expect(markerOf(plan, 'hba1c')).toMatchObject({ flag: 'normal' });
    expect(findingOf(plan, 'glucose-above-goal')).toBeUndefined();
  });
});

// Twenty-eighth clinician review, en M1: a statin in pregnancy had only a grapefruit note.
describe('a statin in pregnancy', () => {
  it.each(LOCALES)(
    '%s: the plan says the prescriber stops it (a warning), not the person alone',
    (locale) => {
      const plan = planFor(MARIA, locale);
      const f = findingOf(plan, 'pregnancy-medicine:statin')!;
      expect(f.severity).toBe('warning');
      expect(f.text).toMatch(
        locale === 'zh-CN'
          ? /开他汀的医生.*不要自己停了就不管/
          : /prescribes yours promptly.*do not simply stop it/,
      );
      expect(JSON.stringify(f.reasons)).toMatch(/FDA Drug Safety Communication, 20 July 2021/);
    },
  );

  it.each(LOCALES)('%s: not for someone who is not pregnant', (locale) => {
    const { gestationalWeek: _week, ...notPregnant } = MARIA;
    const plan = planFor({ ...notPregnant, lifeStage: 'none' }, locale);
    expect(findingOf(plan, 'pregnancy-medicine:statin')).toBeUndefined();
  });
});
