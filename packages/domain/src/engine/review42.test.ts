import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-second blind clinician review (2026-12-01): the plan's side.

describe('rifampicin in pregnancy (zh S1)', () => {
  it.each(LOCALES)('%s: the newborn’s vitamin K is a warning of the plan', (locale) => {
    const a: Answers = {
      ...person('female', 28, 158, 55, 'light'),
      lifeStage: 'pregnant_t2',
      medicines: ['rifampicin', 'isoniazid'],
    };
    const f = planFor(a, locale).findings.find((x) => x.id === 'pregnancy-medicine:rifampicin-vitamin-k');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /维生素K1针一定要打/ : /vitamin K injection at birth/);
  });
  it('not pregnant: no such finding', () => {
    const a: Answers = { ...person('female', 28, 158, 55, 'light'), medicines: ['rifampicin'] };
    expect(planFor(a, 'en-US').findings.map((x) => x.id)).not.toContain(
      'pregnancy-medicine:rifampicin-vitamin-k',
    );
  });
});

describe('dofetilide (en M1)', () => {
  const ray: Answers = {
    ...person('male', 71, 178, 84, 'light'),
    conditions: ['kidney_disease'],
    medicines: ['dofetilide', 'apixaban', 'hydrochlorothiazide', 'cimetidine'],
    labs: [{ marker: 'Potassium', value: 3.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 }],
  };
  it('hydrochlorothiazide and cimetidine are pairs its label rules out', () => {
    const taboos = JSON.stringify(planFor(ray, 'en-US').medicineTaboos);
    expect(taboos).toMatch(/The dofetilide \(Tikosyn\) label rules out hydrochlorothiazide/);
    expect(taboos).toMatch(/The dofetilide \(Tikosyn\) label rules out cimetidine/);
  });
  it.each(LOCALES)('%s: a low potassium on it is the cardiologist today', (locale) => {
    const k =
      planFor(ray, locale).reportAnalysis?.markers.find((m) => m.key === 'serumPotassium')?.meaning ?? '';
    expect(k).toMatch(locale === 'zh-CN' ? /今天就联系心内科医生/ : /Contact your cardiologist today/);
  });
});

describe('nifedipine and grapefruit in the plan (en M12)', () => {
  it.each(LOCALES)('%s: a warning for anyone on it', (locale) => {
    const a: Answers = { ...person('female', 33, 165, 80, 'light'), medicines: ['nifedipine'] };
    expect(
      planFor(a, locale).findings.find((f) => f.id === 'medicine-diet:felodipine-nifedipine-grapefruit')
        ?.severity,
    ).toBe('warning');
  });
});

describe('a man on hydroxyurea (en M9)', () => {
  it.each(LOCALES)('%s: the men’s contraception rule is a finding', (locale) => {
    const a: Answers = { ...person('male', 44, 182, 90, 'moderate'), medicines: ['hydroxyurea', 'aspirin'] };
    expect(planFor(a, locale).findings.find((f) => f.id === 'teratogen-men:hydroxyurea')?.text).toMatch(
      locale === 'zh-CN' ? /至少1年/ : /at least a year/,
    );
  });
});

describe('a high calcium: no "the others need not be stopped" (zh M9)', () => {
  it('the UL arithmetic keeps no calcium or vitamin D product when the nutrient is ruled out', () => {
    const a: Answers = {
      ...person('female', 44, 158, 63, 'light'),
      conditions: ['hyperparathyroidism', 'hypertension'],
      medicines: ['hydrochlorothiazide', 'irbesartan'],
      supplements: [
        { optionId: 'caltrate-d600', dose: 2, unit: 'tablet' },
        { optionId: 'vitamin-d3-2000iu', dose: 1, unit: 'capsule' },
        { optionId: 'multivitamin-women', dose: 1, unit: 'tablet' },
      ],
      labs: [{ marker: 'Calcium', value: 2.86, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 }],
    };
    const reviews = planFor(a, 'zh-CN').productReviews;
    expect(reviews.every((r) => r.verdict === 'avoid')).toBe(true);
    expect(JSON.stringify(reviews)).not.toMatch(/停用本品后|因为同时在吃/);
  });
});
