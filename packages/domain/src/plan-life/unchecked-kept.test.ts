/**
 * Seventeenth blind review (zh Z2, S1 and M1): 潘南金 and 芪苈强心胶囊 typed in the questionnaire as
 * medicines the dictionary did not know vanished from the plan, with no "not checked" line, once the
 * review step's medicine list (which does not show them) was sent. A medicine kept as typed is never
 * dropped by the review step; one the dictionary has learnt since is checked like any other.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts';
import { planFor } from '../engine';
import { effectiveAnswers } from './plan-inputs';

const Z2: Answers = {
  gender: 'male',
  age: 79,
  heightCm: 168,
  weightKg: 61,
  activityLevel: 'sedentary',
  conditions: ['heart_failure', 'kidney_disease'],
  medicines: ['sacubitril-valsartan', 'spironolactone', 'furosemide'],
  uncheckedMedicines: ['芪苈强心胶囊 一次4粒一日3次', '门冬氨酸钾镁片（潘南金）一次2片一日3次'],
};

describe('medicines kept as typed survive the review step', () => {
  it('the review list replaces the dictionary medicines, not those kept as typed', () => {
    const eff = effectiveAnswers(Z2, {
      medicines: [{ id: 'spironolactone' }, { id: 'furosemide' }],
    } as never);
    expect(eff.medicines).toContain('spironolactone');
    expect(eff.medicines).not.toContain('sacubitril-valsartan');
    expect(eff.uncheckedMedicines).toEqual(['芪苈强心胶囊 一次4粒一日3次']);
    // 潘南金, learnt since, is checked as a medicine.
    expect(eff.medicines).toContain('potassium-magnesium-aspartate');
  });

  it.each(['zh-CN', 'en-US'] as const)('the plan names the unknown one as not checked (%s)', (locale) => {
    const eff = effectiveAnswers(Z2, { medicines: ['spironolactone'] } as never);
    const plan = planFor(eff, locale);
    const f = plan.findings.find((x) => x.id === 'medicines.unresolved');
    expect(f?.text).toMatch(
      locale === 'zh-CN' ? /我无法核对 “芪苈强心胶囊/ : /I could not check '芪苈强心胶囊/,
    );
    expect(plan.profile.medicinesUnchecked).toEqual(['芪苈强心胶囊 一次4粒一日3次']);
  });

  it('without a review list the questionnaire list stands as before', () => {
    const eff = effectiveAnswers({ ...Z2, uncheckedMedicines: ['芪苈强心胶囊'] }, {} as never);
    expect(eff.uncheckedMedicines).toEqual(['芪苈强心胶囊']);
    expect(eff.medicines).toEqual(['sacubitril-valsartan', 'spironolactone', 'furosemide']);
  });
});
