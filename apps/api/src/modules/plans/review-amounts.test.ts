/**
 * The pharmacist's and dietitian's amount findings through HTTP (PGlite), in both locales: A9 (a
 * depleting medicine does not ignore food and current supplements; PPI → switch carbonate to citrate),
 * B6/M11 (osteoporosis vitamin D range and protein; the supervised vitamin D label), B3 (a supervised
 * dose is not over the UL because of estimated food), B10/M8/M12 (food first, one multivitamin at most,
 * antiplatelets), M7 (pregnancy folate status). The stored plan must equal the engine's; assertions
 * check numbers, kinds and ids.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '@nutri/domain/contracts';
import {
  deepPlanSuite,
  LOCALES,
  nutrientStatus as status,
  person,
  recommendation as rec,
} from '../../../test/plans';

const p8: Answers = {
  ...person('female', 63, 156, 58, 'light'),
  digestiveIssues: ['reflux'],
  conditions: ['osteoporosis'],
  medicines: ['omeprazole'],
};
const m11: Answers = {
  ...person('female', 70, 155, 52, 'light'),
  conditions: ['osteoporosis'],
  sunExposure: 'low',
};

describe('clinical review amounts through the plans API', () => {
  const { planVia } = deepPlanSuite();

  it.each(LOCALES)(
    '%s A9: PPI + calcium carbonate 600 mg → switch to citrate, no second full dose',
    async (locale) => {
      const d = await planVia(
        { ...p8, supplements: [{ optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }] },
        locale,
      );
      const ca = status(d, 'calcium');
      const r = rec(d, 'calcium');
      const total = ca.fromFood + ca.fromSupplements + (r?.dose ?? 0);
      expect(total).toBeLessThanOrEqual(ca.target + 100);
      expect(total).toBeLessThanOrEqual(ca.ul!);
      expect(d.findings.find((f) => f.id === 'form-switch:calcium')?.text).toContain('600');
      expect(d.productReviews[0]!.issues.some((x) => /枸橼酸钙|calcium citrate/.test(x))).toBe(true);
      // Metformin with B12 1,000 µg already taken: no more B12.
      const met = await planVia(
        {
          ...p8,
          medicines: ['metformin'],
          supplements: [{ optionId: 'vitamin-b12-1000', dose: 1000, unit: 'ug' }],
        },
        locale,
      );
      expect(rec(met, 'vitaminB12')).toBeUndefined();
    },
  );

  it.each(LOCALES)(
    '%s B6/M11: osteoporosis vitamin D in the guideline range; protein 1.0–1.2 g/kg (en 52 kg)',
    async (locale) => {
      const d = await planVia(m11, locale);
      const vd = status(d, 'vitaminD');
      const total = vd.fromFood + vd.fromSupplements + (rec(d, 'vitaminD')?.dose ?? 0);
      expect(total).toBeGreaterThanOrEqual(20);
      expect(total).toBeLessThanOrEqual(locale === 'zh-CN' ? 30 : 25);
      expect(vd.reasons.some((r) => r.ref === 'target-adjustment:osteoporosis_vitamin_d')).toBe(true);
      if (locale === 'en-US') expect(status(d, 'protein').target).toBe(52);
      // A lab-proven deficiency keeps the supervised dose, labelled a maintenance range.
      const lab = await planVia(
        { ...m11, labs: [{ marker: 'vitaminD25OH', value: 22, unit: 'nmol/L' }] },
        locale,
      );
      expect(rec(lab, 'vitaminD')?.supervised).toBe(true);
      expect(rec(lab, 'vitaminD')?.reason).toMatch(locale === 'zh-CN' ? /维持剂量范围/ : /maintenance range/);
    },
  );

  it.each(LOCALES)(
    '%s B3: D3 2,000 IU under a supervised vitamin D treatment is keep, not over_ul',
    async (locale) => {
      const d = await planVia(
        {
          ...m11,
          supplements: [{ optionId: 'vitamin-d3-2000iu', dose: 2000, unit: 'IU' }],
          labs: [{ marker: 'vitaminD25OH', value: 22, unit: 'nmol/L' }],
        },
        locale,
      );
      expect(d.productReviews[0]!.verdict).toBe('keep');
      expect(d.productReviews[0]!.overUl ?? []).toEqual([]);
    },
  );

  it.each(LOCALES)(
    '%s B10/M8/M12: lactating mother — D, DHA, iodine; no retinol or single B tablets',
    async (locale) => {
      const d = await planVia({ ...person('female', 32, 160, 58, 'light'), lifeStage: 'lactating' }, locale);
      const keys = d.recommendations.map((r) => r.nutrient);
      expect(keys).toEqual(expect.arrayContaining(['vitaminD', 'omega3', 'iodine']));
      for (const k of ['vitaminA', 'thiamin', 'riboflavin', 'niacin']) expect(keys).not.toContain(k);
      expect(keys.length).toBeLessThanOrEqual(5);
      // A non-pregnant, non-lactating US adult gets no iodine tablet.
      const man = await planVia(person('male', 45, 172, 86, 'sedentary'), locale);
      expect(rec(man, 'iodine')).toBeUndefined();
      expect(rec(man, 'vitaminA')).toBeUndefined();
      // Dual antiplatelet therapy: no fish oil, with a caution.
      const dapt = await planVia(
        {
          ...person('male', 60, 170, 72, 'light'),
          dietPattern: 'vegetarian',
          medicines: ['clopidogrel', 'aspirin'],
        },
        locale,
      );
      expect(rec(dapt, 'omega3')).toBeUndefined();
      expect(dapt.findings.find((f) => f.id === 'skipped:omega3')?.reasons[0]?.ref).toBe(
        'class:antiplatelet',
      );
    },
  );

  it.each(LOCALES)(
    '%s M7: pregnancy folate status follows intake; folic acid 400 µg still advised',
    async (locale) => {
      const d = await planVia(
        {
          ...person('female', 30, 162, 76, 'light'),
          prePregnancyWeightKg: 70.9,
          lifeStage: 'pregnant_t2',
          foodFrequency: { vegetables: 'daily', legumesNuts: 'daily', fruit: 'daily', wholeGrains: 'daily' },
        },
        locale,
      );
      const f = status(d, 'folate');
      if (f.fromFood >= f.target) expect(f.level).toBe('good');
      expect(d.radar.find((x) => x.key === 'folate')?.score).toBe(f.score);
      expect(rec(d, 'folate')).toMatchObject({ dose: 400, form: 'folic_acid' });
      if (locale === 'en-US') expect(f.level).toBe('good');
    },
  );
});
