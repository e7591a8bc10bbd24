/**
 * Tenth clinician review (zh P3 老刘, en P4 Rosa), the plan's outcome: on acarbose every hypoglycaemia
 * text says glucose, never sweets or juice; without an α-glucosidase inhibitor the texts stay as they were.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const persona = (name: string): Answers => {
  const row = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!row) throw new Error(`no reference persona ${name}`);
  return row[1];
};
const ZH = persona('type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150');
const EN = persona('type 2 diabetes on glipizide with fasting glucose 64, berberine, chromium and cinnamon');

const GLUCOSE = {
  'zh-CN': /葡萄糖片或葡萄糖粉15–20克|15–20克葡萄糖/,
  'en-US': /15–20 g (as |of )glucose/,
} as const;
const SUCROSE_FOR_LOWS =
  /糖块或含糖饮料|半杯果汁|几块糖|a sugary drink|half a cup of juice|15 g of fast sugar/;

describe.each(LOCALES)('%s', (locale) => {
  it('老刘 on 拜唐苹 and 亚莫利: the lows finding says glucose, and no finding says sweets or juice (zh P3 finding 1)', () => {
    const plan = planFor(ZH, locale);
    const f = findingOf(plan, 'medicine-diet:agi-hypo-glucose');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(GLUCOSE[locale]);
    expect(f?.text).toMatch(
      locale === 'zh-CN' ? /白糖、糖块、水果糖、可乐/ : /table sugar, sweets and candy, cola/,
    );
    expect(f?.text).toMatch(locale === 'zh-CN' ? /120/ : /911/);
    const alcohol = findingOf(plan, 'medicine-diet:alcohol-hypoglycaemia');
    expect(alcohol?.text).toMatch(locale === 'zh-CN' ? /葡萄糖片/ : /glucose tablets/);
    for (const x of plan.findings) expect(x.text).not.toMatch(SUCROSE_FOR_LOWS);
  });

  it('acarbose is taken with the first bite, its wind eases (zh P3 finding 6)', () => {
    const f = findingOf(planFor(ZH, locale), 'medicine-diet:agi-with-first-bite');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /第一口饭/ : /first bite/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /不要自己停药/ : /Do not stop/);
  });

  it.each(['acarbose', 'voglibose', 'miglitol'])(
    'a recorded low on glipizide with %s is treated with glucose; without it, as before',
    (agi) => {
      const low = { ...EN, medicines: ['glipizide', agi], dietPattern: 'low_carb' as const };
      const plan = planFor(low, locale);
      expect(findingOf(plan, 'glucose-hypoglycaemia')?.text).toMatch(GLUCOSE[locale]);
      expect(findingOf(plan, 'medicine-diet:sulfonylurea-insulin-keto-fasting')?.text).toMatch(
        locale === 'zh-CN' ? /15–20克葡萄糖/ : /15–20 g of glucose/,
      );
      for (const x of plan.findings) expect(x.text).not.toMatch(SUCROSE_FOR_LOWS);
      const before = planFor(EN, locale);
      expect(findingOf(before, 'glucose-hypoglycaemia')?.text).toMatch(/15克快速升糖的糖|15 g of fast sugar/);
      expect(findingOf(before, 'medicine-diet:agi-hypo-glucose')).toBeUndefined();
    },
  );

  it('a glimepiride plan without acarbose keeps its sweets line', () => {
    const plan = planFor(
      { ...person('male', 60, 170, 80, 'light'), conditions: ['diabetes'], medicines: ['glimepiride'] },
      locale,
    );
    expect(findingOf(plan, 'medicine-diet:alcohol-hypoglycaemia')?.text).toMatch(
      /糖块或含糖饮料|a sugary drink/,
    );
  });
});
