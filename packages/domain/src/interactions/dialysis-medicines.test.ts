/**
 * Dialysis and kidney-failure medicines, and mesalazine (clinician review 2026-11-25, Z5 and E1): each
 * name, brand and pinyin resolves (a name not resolved is refused naming it, never dropped), and the
 * nutrition-relevant rules their labels carry fire — active vitamin D with vitamin D or calcium
 * (hypercalcaemia), calcium acetate with calcium, binders with meals, and the label separation windows
 * (lanthanum: quinolones, levothyroxine; sevelamer: ciprofloxacin, mycophenolate, levothyroxine).
 */
import { describe, expect, it } from 'vitest';
import { medicineTabooSchema } from '../contracts/plan';
import type { Substance } from '../substances';
import { planFor } from '../engine';
import { findingOf, LOCALES, person } from '../testing';
import { dietNotesFor } from './diet-notes';
import { resolveMedicine, resolveMedicineEntries } from './resolve';
import { taboosFor } from './taboos';

// prettier-ignore
const NAMES: [string, string][] = [
  ['碳酸司维拉姆', 'sevelamer'], ['盐酸司维拉姆', 'sevelamer'], ['碳酸司维拉姆片 800mg', 'sevelamer'], ['Renvela', 'sevelamer'], ['Renagel', 'sevelamer'], ['sevelamer carbonate', 'sevelamer'],
  ['碳酸镧', 'lanthanum-carbonate'], ['碳酸镧咀嚼片', 'lanthanum-carbonate'], ['Fosrenol', 'lanthanum-carbonate'], ['lanthanum carbonate', 'lanthanum-carbonate'],
  ['醋酸钙', 'calcium-acetate'], ['PhosLo', 'calcium-acetate'], ['calcium acetate 667 mg', 'calcium-acetate'],
  ['Velphoro', 'sucroferric-oxyhydroxide'], ['sucroferric oxyhydroxide', 'sucroferric-oxyhydroxide'],
  ['骨化三醇', 'calcitriol'], ['骨化三醇软胶囊 0.25µg', 'calcitriol'], ['Rocaltrol', 'calcitriol'], ['罗盖全', 'calcitriol'], ['calcitriol', 'calcitriol'], ['guhuasanchun', 'calcitriol'],
  ['阿法骨化醇', 'alfacalcidol'], ['alfacalcidol', 'alfacalcidol'],
  ['paricalcitol', 'paricalcitol'], ['Zemplar', 'paricalcitol'],
  ['西那卡塞', 'cinacalcet'], ['盐酸西那卡塞片', 'cinacalcet'], ['Sensipar', 'cinacalcet'], ['cinacalcet', 'cinacalcet'],
  ['促红素', 'epoetin'], ['重组人促红素', 'epoetin'], ['EPO', 'epoetin'], ['epoetin alfa', 'epoetin'],
  ['蔗糖铁', 'iron-sucrose'], ['Venofer', 'iron-sucrose'], ['iron sucrose', 'iron-sucrose'],
  ['美沙拉秦', 'mesalazine'], ['mesalamine', 'mesalazine'], ['mesalazine', 'mesalazine'], ['Asacol', 'mesalazine'], ['Pentasa', 'mesalazine'], ['Lialda', 'mesalazine'], ['meishalaqin', 'mesalazine'],
];

describe('dialysis medicines and mesalazine resolve', () => {
  it.each(NAMES)('%s → %s', (text, id) => {
    expect(resolveMedicine(text)).toMatchObject({ status: 'resolved', id });
  });

  it('the Z5 and E1 lists resolve whole; an unknown name beside them is refused by name', () => {
    for (const locale of LOCALES) {
      const z5 = resolveMedicineEntries(['二甲双胍', '氨氯地平', '碳酸司维拉姆', '骨化三醇'], locale);
      expect(z5.unresolved).toEqual([]);
      const e1 = resolveMedicineEntries(['azathioprine', 'prednisone', 'mesalamine', 'snake oil'], locale);
      expect(e1.unresolved.map((u) => u.text)).toEqual(['snake oil']);
      expect(e1.unresolved[0]!.message).toContain('snake oil');
    }
  });
});

describe('their label rules', () => {
  // prettier-ignore
  const SUPPLEMENT_CASES: [string, Substance, string, string, 'avoid' | 'monitor', RegExp][] = [
    ['calcitriol', 'vitaminD', 'class:vitamin_d_analogue.vitaminD', 'major', 'avoid', /Rocaltrol.*Hypercalcemia/],
    ['alfacalcidol', 'vitaminD', 'class:vitamin_d_analogue.vitaminD', 'major', 'avoid', /Rocaltrol/],
    ['paricalcitol', 'calcium', 'class:vitamin_d_analogue.calcium', 'major', 'monitor', /Zemplar/],
    ['calcitriol', 'calcium', 'class:vitamin_d_analogue.calcium', 'major', 'monitor', /Hypercalcemia/],
    ['calcium-acetate', 'calcium', 'calcium-acetate.calcium', 'major', 'avoid', /PhosLo.*5\.1/],
  ];
  it.each(SUPPLEMENT_CASES)('%s × %s: %s', (drug, substance, ruleId, severity, management, source) => {
    for (const locale of LOCALES) {
      const t = taboosFor({ medicines: [drug], substances: [substance] }, locale).filter(
        (x) => x.ruleId === ruleId,
      );
      expect(t, locale).toHaveLength(1);
      expect(t[0]).toMatchObject({ severity, management });
      expect(t[0]!.source.ref).toMatch(source);
      expect(t[0]!.advice).toMatch(locale === 'zh-CN' ? /肾内科医生/ : /nephrologist/);
      expect(medicineTabooSchema.safeParse(t[0]).success).toBe(true);
    }
  });

  // prettier-ignore
  const PAIRS: [string[], string, RegExp, RegExp][] = [
    [['lanthanum-carbonate', 'ciprofloxacin'], 'lanthanum-carbonate+class:fluoroquinolone', /1 小时|1小时/, /1 hour before or 4 hours after/],
    [['levothyroxine', 'lanthanum-carbonate'], 'lanthanum-carbonate+class:thyroid_hormone', /2小时/, /2 hours apart/],
    [['sevelamer', 'ciprofloxacin'], 'sevelamer+ciprofloxacin', /2小时.*6小时/, /2 hours before or 6 hours after/],
    [['mycophenolate', 'sevelamer'], 'sevelamer+mycophenolate', /2小时/, /2 hours before sevelamer/],
    [['sevelamer', 'levothyroxine'], 'sevelamer+class:thyroid_hormone', /4小时/, /4 hours apart/],
  ];
  it.each(PAIRS)('%j: %s with the label window', (medicines, ruleId, zh, en) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines, substances: [] }, locale).filter(
        (t) => t.kind === 'drug_interaction',
      );
      expect(
        pairs.map((p) => p.ruleId),
        locale,
      ).toEqual([ruleId]);
      expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? zh : en);
      expect(pairs[0]!.source.ref).toMatch(/Fosrenol|Renvela/);
    }
  });

  it.each(LOCALES)('%s: phosphate binders are taken with meals', (locale) => {
    for (const id of ['sevelamer', 'lanthanum-carbonate', 'calcium-acetate', 'sucroferric-oxyhydroxide']) {
      const n = dietNotesFor([id], locale).find((x) => x.id === 'phosphate-binder-meals');
      expect(n?.text, id).toMatch(locale === 'zh-CN' ? /和饭一起吃/ : /with meals/);
    }
  });

  it.each(LOCALES)(
    "%s: on calcitriol the plan recommends no vitamin D of its own and flags the user's",
    (locale) => {
      const plan = planFor(
        {
          ...person('female', 60, 160, 55, 'light'),
          medicines: ['calcitriol'],
          supplements: [{ name: 'vitamin D3', dose: 1000, unit: 'IU' }],
        },
        locale,
      );
      expect(plan.recommendations.map((r) => r.nutrient)).not.toContain('vitaminD');
      expect(
        plan.medicineTaboos.find((t) => t.ruleId === 'class:vitamin_d_analogue.vitaminD')?.management,
      ).toBe('avoid');
      expect(findingOf(plan, 'lab:egfr')).toBeUndefined();
    },
  );
});
