/**
 * The dietitian and pharmacist re-review's plan findings through HTTP (PGlite), in both locales:
 * each stored plan is the engine's own (storedDeepPlan checks that) and says what the review asked.
 * The people are the re-review's personas as the domain's review tests enter them.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_PERSONAS } from '@nutri/domain/testing';
import { deepPlanSuite, finding, LOCALES, person } from '../../../test/plans';

describe('re-review plan findings through the plans API', () => {
  const { planVia } = deepPlanSuite();

  it('breastfeeding on omeprazole: no iron without labs, and the same nutrients in both locales (M10)', async () => {
    const answers = REVIEW_PERSONAS.rrLactating;
    const sets: string[][] = [];
    for (const locale of LOCALES) {
      const d = await planVia(answers, locale);
      expect(d.recommendations.some((r) => r.nutrient === 'iron')).toBe(false);
      expect(d.products.some((p) => p.nutrients.includes('iron'))).toBe(false);
      sets.push(d.recommendations.map((r) => r.nutrient).sort());
    }
    expect(sets[0]).toEqual(sets[1]);
  });

  it.each(LOCALES)('%s: Hb 112 g/L at 20 weeks is judged on the pregnancy cut-off (M12)', async (locale) => {
    const d = await planVia(
      {
        ...person('female', 31, 160, 72, 'light'),
        prePregnancyWeightKg: 66.5,
        lifeStage: 'pregnant_t2',
        labs: [{ marker: 'hemoglobin', value: 112, unit: 'g/L' }],
      },
      locale,
    );
    const hb = d.reportAnalysis?.markers.find((m) => m.key === 'hemoglobin');
    expect(hb).toMatchObject({ flag: 'normal', refLow: locale === 'zh-CN' ? 110 : 105 });
    expect(finding(d, 'lab:hemoglobin')).toBeUndefined();
  });

  it.each(LOCALES)(
    '%s: vegan B12 10 µg is the 500 µg tablet once a day, delivered amount shown (M9)',
    async (locale) => {
      const d = await planVia(REVIEW_PERSONAS.rrVegan, locale);
      const b12 = d.products.find((p) => p.nutrients.includes('vitaminB12'));
      expect(b12).toMatchObject({ productId: 'p-vitb12-500', dosage: 1 });
      expect(b12?.delivered).toEqual({ nutrient: 'vitaminB12', amount: 500, unit: 'ug' });
      expect(b12?.content).toContain('500 µg');
      // Cosmetic items: no levothyroxine line for a non-user; the zinc reason is about zinc.
      const calcium = d.recommendations.find((r) => r.nutrient === 'calcium');
      expect(calcium?.timing).not.toMatch(/左甲状腺素|levothyroxine/i);
      const zinc = d.recommendations.find((r) => r.nutrient === 'zinc');
      expect(zinc?.reason).toMatch(locale === 'zh-CN' ? /锌/ : /zinc/i);
      expect(zinc?.reason).not.toMatch(/B12/);
    },
  );

  it.each(LOCALES)('%s: metformin at eGFR 35 is a metformin-kidney finding (M2)', async (locale) => {
    const d = await planVia(REVIEW_PERSONAS.rrCkd, locale);
    const f = finding(d, 'metformin-kidney');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /减量.*1000 毫克/ : /at most 1,000 mg a day/);
  });
});
