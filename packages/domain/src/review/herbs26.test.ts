/**
 * A blind clinician review (herbs, 2026-11-29): senna, dandelion root, cranberry, elderberry and lingzhi
 * typed as supplements were "unchecked: not recognised", so the plan said nothing while the chat warned,
 * and berberine beside ciclosporin was "monitor" while its own advice said not to take it on your own.
 * Each product is now recognised in both languages and the review gives the pair's verdict:
 * - senna with a potassium below 3.5 mmol/L or a positive eating-disorder screen → avoid (NICE NG69; MEED);
 * - dandelion root with lithium → avoid (major); with a potassium-sparing medicine → monitor; with kidney
 *   disease → a caution line;
 * - cranberry with warfarin → monitor (moderate), small steady amounts, the anticoagulation clinic told;
 * - elderberry with a transplant immunosuppressant → avoid;
 * - berberine with ciclosporin → avoid (major; Wu X et al. 2005);
 * - lingzhi with liver disease or cirrhosis → avoid.
 * A persona without the medicine, result or condition gets none of these lines.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { resolveSupplementName } from '.';
import { LOCALES, person } from '../testing';

describe('the products typed resolve, in both languages and by brand', () => {
  it.each([
    ['番泻叶', 'senna-leaf'],
    ['番泻叶茶', 'senna-leaf'],
    ['番泻叶泡水', 'senna-leaf'],
    ['senna tea', 'senna-leaf'],
    ['Senna', 'senna-leaf'],
    ['Senokot', 'senna-tablet'],
    ['Senokot 8.6mg', 'senna-tablet'],
    ['番泻苷片', 'senna-tablet'],
    ['Dandelion root (water pill)', 'dandelion-root'],
    ['dandelion root', 'dandelion-root'],
    ['蒲公英根', 'dandelion-root'],
    ['蒲公英根茶', 'dandelion-root'],
    ['Azo Cranberry', 'cranberry'],
    ['cranberry juice', 'cranberry'],
    ['cranberry capsules', 'cranberry'],
    ['蔓越莓', 'cranberry'],
    ['蔓越莓胶囊', 'cranberry'],
    ['Sambucol', 'elderberry'],
    ['elderberry syrup', 'elderberry'],
    ['接骨木莓', 'elderberry'],
    ['小檗碱', 'berberine-100'],
    ['黄连素', 'berberine-100'],
    ['berberine', 'berberine-500'],
    ['灵芝孢子粉', 'reishi'],
    ['灵芝', 'reishi'],
    ['lingzhi', 'reishi'],
    ['reishi mushroom', 'reishi'],
    ['Ganoderma', 'reishi'],
  ])('%s → %s', (name, id) => {
    expect(resolveSupplementName(name)?.id).toBe(id);
  });
});

const base = person('female', 45, 162, 58, 'light');
const plan = (
  extra: Partial<Answers>,
  name: string,
  dose: number,
  unit: string,
  locale: (typeof LOCALES)[number],
) => planFor({ ...base, ...extra, supplements: [{ name, dose, unit } as SupplementIntake] }, locale);
const review = (...args: Parameters<typeof plan>) => plan(...args).productReviews[0]!;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  describe('senna', () => {
    const lowK: Partial<Answers> = { labs: [{ marker: '血钾', value: 3.2, unit: 'mmol/L' }] };
    const normalK: Partial<Answers> = { labs: [{ marker: 'Potassium', value: 4.1, unit: 'mmol/L' }] };
    const screen: Partial<Answers> = {
      scoff: { sick: true, control: true, oneStone: false, fat: true, food: false },
    };
    it.each([
      ['番泻叶泡水', 3, 'g'],
      ['Senokot', 2, 'tablet'],
      ['senna tea', 2, 'g'],
    ] as const)('%s with potassium 3.2 → avoid, potassium loss the reason', (name, dose, unit) => {
      const r = review(lowK, name, dose, unit, locale);
      expect(r.optionId).toMatch(/^senna-/);
      expect(r.verdict).toBe('avoid');
      expect(r.issues.join(' ')).toMatch(zh ? /丢钾.*告诉医生/ : /lose potassium.*tell your doctor/);
      expect(r.issues.join(' ')).toMatch(zh ? /3\.2 mmol\/L/ : /3\.2 mmol\/L/);
    });
    it('with a positive eating-disorder screen → avoid', () => {
      const r = review(screen, '番泻叶', 3, 'g', locale);
      expect(r.verdict).toBe('avoid');
      expect(r.issues.join(' ')).toMatch(zh ? /进食习惯筛查为阳性/ : /eating-habits screen was positive/);
    });
    it('with a normal potassium and no screen: recognised, no such line', () => {
      const r = review(normalK, '番泻叶', 3, 'g', locale);
      expect(r.optionId).toBe('senna-leaf');
      expect(r.verdict).not.toBe('avoid');
      expect(r.verdict).not.toBe('unchecked');
      expect(r.issues.join(' ')).not.toMatch(zh ? /丢钾/ : /lose potassium/);
    });
  });

  describe('dandelion root', () => {
    it('with lithium → avoid, a major rule with the lithium label and NICE CG185 as source', () => {
      const p = plan({ medicines: ['lithium'] }, 'Dandelion root (water pill)', 2, 'capsule', locale);
      expect(p.productReviews[0]!.optionId).toBe('dandelion-root');
      expect(p.productReviews[0]!.verdict).toBe('avoid');
      const t = p.medicineTaboos.find((x) => x.drugId === 'lithium' && x.target === 'dandelion');
      expect(t?.severity).toBe('major');
      expect(t?.management).toBe('avoid');
      expect(t?.mechanism).toMatch(zh ? /低盐饮食/ : /low-salt diet/);
      expect(t?.source.ref).toMatch(/NICE CG185/);
      expect(t?.source.ref).toMatch(/Lithium carbonate/);
    });
    it('with spironolactone → a moderate monitoring rule, potassium the reason', () => {
      const p = plan({ medicines: ['spironolactone'] }, '蒲公英根', 1, 'g', locale);
      const t = p.medicineTaboos.find((x) => x.drugId === 'spironolactone' && x.target === 'dandelion');
      expect(t?.severity).toBe('moderate');
      expect(t?.management).toBe('monitor');
      expect(t?.mechanism).toMatch(zh ? /钾/ : /potassium/);
      expect(p.productReviews[0]!.verdict).not.toBe('avoid');
      expect(p.productReviews[0]!.issues.join(' ')).toMatch(zh ? /需监测/ : /monitoring/);
    });
    it('with kidney disease → a caution line, never "avoid" on that alone', () => {
      const r = review({ conditions: ['kidney_disease'] }, '蒲公英根茶', 3, 'g', locale);
      expect(r.issues.join(' ')).toMatch(zh ? /肾内科医生/ : /kidney doctor/);
      expect(r.verdict).not.toBe('avoid');
    });
    it('without lithium, a potassium-sparing medicine or kidney disease: no such line', () => {
      const p = plan({}, 'dandelion root', 1000, 'mg', locale);
      expect(p.productReviews[0]!.verdict).not.toBe('avoid');
      expect(p.productReviews[0]!.verdict).not.toBe('unchecked');
      expect(p.productReviews[0]!.issues.join(' ')).not.toMatch(
        zh ? /锂|肾内科|血钾/ : /lithium|kidney|potassium/i,
      );
      expect(p.medicineTaboos.some((x) => x.target === 'dandelion')).toBe(false);
    });
  });

  describe('cranberry with warfarin', () => {
    it.each([
      ['Azo Cranberry', 500, 'mg'],
      ['蔓越莓胶囊', 1, 'g'],
    ] as const)(
      '%s → a moderate caution: small steady amounts, the anticoagulation clinic told',
      (name, dose, unit) => {
        const p = plan({ medicines: ['warfarin'] }, name, dose, unit, locale);
        expect(p.productReviews[0]!.optionId).toBe('cranberry');
        expect(p.productReviews[0]!.verdict).not.toBe('unchecked');
        const t = p.medicineTaboos.find((x) => x.drugId === 'warfarin' && x.target === 'cranberry');
        expect(t?.severity).toBe('moderate');
        expect(t?.management).toBe('monitor');
        expect(t?.mechanism).toMatch(zh ? /INR升高和出血/ : /Raised INR and bleeding/);
        expect(t?.advice).toMatch(
          zh ? /少量.*稳定.*抗凝门诊/ : /small, steady amounts.*anticoagulation clinic/,
        );
        expect(t?.source.ref).toMatch(/MHRA\/CSM.*2004/);
        expect(t?.source.ref).toMatch(/Coumadin/);
        expect(p.productReviews[0]!.issues.join(' ')).toMatch(zh ? /华法林/ : /Warfarin/);
      },
    );
    it('without warfarin: no warfarin line', () => {
      const p = plan({}, 'cranberry capsules', 500, 'mg', locale);
      expect(p.medicineTaboos.some((x) => x.target === 'cranberry')).toBe(false);
      expect(p.productReviews[0]!.issues.join(' ')).not.toMatch(zh ? /华法林/ : /warfarin/i);
    });
  });

  describe('elderberry with transplant immunosuppressants', () => {
    it.each(['cyclosporine', 'tacrolimus', 'mycophenolate', 'azathioprine'])('%s → avoid', (drug) => {
      const p = plan(
        { medicines: [drug], conditions: ['kidney_transplant'] },
        'Sambucol',
        1,
        'capsule',
        locale,
      );
      expect(p.productReviews[0]!.optionId).toBe('elderberry');
      expect(p.productReviews[0]!.verdict).toBe('avoid');
      const t = p.medicineTaboos.find((x) => x.drugId === drug && x.target === 'elderberry');
      expect(t?.management).toBe('avoid');
      expect(t?.severity).toBe('moderate');
      expect(t?.advice).toMatch(zh ? /移植医生/ : /transplant team/);
      expect(t?.source.ref).toMatch(/KDIGO/);
    });
    it('without an immunosuppressant: no such line', () => {
      const p = plan({}, '接骨木莓', 1, 'capsule', locale);
      expect(p.productReviews[0]!.verdict).not.toBe('avoid');
      expect(p.medicineTaboos.some((x) => x.target === 'elderberry')).toBe(false);
    });
  });

  describe('berberine with ciclosporin', () => {
    it.each([
      ['小檗碱', 3, 'tablet'],
      ['黄连素', 3, 'tablet'],
      ['berberine', 1, 'capsule'],
    ] as const)('%s → avoid, a major rule citing Wu X et al. 2005', (name, dose, unit) => {
      const p = plan({ medicines: ['cyclosporine'] }, name, dose, unit, locale);
      expect(p.productReviews[0]!.verdict).toBe('avoid');
      const t = p.medicineTaboos.find((x) => x.drugId === 'cyclosporine' && x.target === 'berberine');
      expect(t?.severity).toBe('major');
      expect(t?.management).toBe('avoid');
      expect(t?.mechanism).toMatch(/29\s?%/);
      expect(t?.source.ref).toMatch(/Wu X et al\..*Eur J Clin Pharmacol 2005;61:567/);
    });
    it('without ciclosporin: no ciclosporin line', () => {
      const p = plan({}, '小檗碱', 3, 'tablet', locale);
      expect(p.medicineTaboos.some((x) => x.target === 'berberine')).toBe(false);
      expect(p.productReviews[0]!.issues.join(' ')).not.toMatch(zh ? /环孢素/ : /ciclosporin|cyclosporine/i);
    });
  });

  describe('lingzhi (reishi)', () => {
    it.each([
      ['灵芝孢子粉', 2, 'g'],
      ['reishi', 1, 'g'],
      ['Ganoderma lucidum', 1, 'g'],
    ] as const)(
      '%s with cirrhosis → avoid, no herbal product without the liver doctor',
      (name, dose, unit) => {
        const r = review({ conditions: ['cirrhosis'] }, name, dose, unit, locale);
        expect(r.optionId).toBe('reishi');
        expect(r.verdict).toBe('avoid');
        expect(r.issues.join(' ')).toMatch(zh ? /肝损伤.*肝硬化/ : /liver injury.*cirrhosis/);
      },
    );
    it('with liver disease (hepatitis) → avoid', () => {
      const r = review({ conditions: ['liver_disease'] }, '灵芝', 3, 'g', locale);
      expect(r.verdict).toBe('avoid');
      expect(r.issues.join(' ')).toMatch(zh ? /肝损伤/ : /liver injury/);
    });
    it('without a liver condition: recognised, no liver line', () => {
      const r = review({}, '灵芝孢子粉', 2, 'g', locale);
      expect(r.optionId).toBe('reishi');
      expect(r.verdict).not.toBe('avoid');
      expect(r.verdict).not.toBe('unchecked');
      expect(r.issues.join(' ')).not.toMatch(zh ? /肝损伤/ : /liver injury/);
    });
  });
});
