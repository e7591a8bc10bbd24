/**
 * Clinician review 2026-11-25.
 * E5: pregnant with iron-deficiency anaemia (Hb 91 g/L, ferritin 9) on a prenatal with 27 mg iron — the
 * card said 45 mg, its timing 60 mg, its reason "add 45 mg, 72 mg a day in all", and the chat put the
 * UL (45 mg) beside it. Now one supervised dose (60 mg elemental iron, once a day or on alternate days,
 * BSH 2020 / WHO 2012), the prenatal kept, haemoglobin rechecked in 2–4 weeks, no UL beside it.
 * E1: Crohn's — the plan's "fibre is low: eat more whole grains, legumes …" with chia seeds and navy
 * beans is, with IBD, cooked and peeled foods and a low-residue diet with a stricture (ESPEN 2023).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { IBD_FIBRE_TIP } from './texts';
import { findingOf, LOCALES, person, recOf } from '../testing';

const E5: Answers = {
  ...person('female', 29, 165, 101, 'light'),
  lifeStage: 'pregnant_t2',
  gestationalWeek: 24,
  prePregnancyWeightKg: 95,
  conditions: ['hypertension'],
  medicines: ['labetalol'],
  supplements: [{ optionId: 'prenatal-multivitamin', dose: 1, unit: 'tablet' }],
  labs: [
    { marker: 'hemoglobin', value: 91, unit: 'g/L' },
    { marker: 'ferritin', value: 9, unit: 'ng/mL' },
  ],
};

describe('iron-deficiency anaemia in pregnancy: one supervised dose (BSH 2020; WHO 2012)', () => {
  // The plan's dose by standard: BSH 2020's 60 mg (en-US); the Chinese perinatal guideline's 100 mg for
  // anaemia, 127 mg with the prenatal (zh-CN; eighteenth clinician review, zh M3).
  const DOSE = { 'en-US': 60, 'zh-CN': 100 } as const;
  it.each(LOCALES)('%s: the card, its timing and its reason say one dose; the prenatal is kept', (locale) => {
    const plan = planFor(E5, locale);
    const iron = recOf(plan, 'iron');
    expect(iron).toMatchObject({ dose: DOSE[locale], supervised: true, retestWeeks: { min: 2, max: 4 } });
    expect(iron?.timing).toMatch(new RegExp(`${DOSE[locale]} mg`));
    expect(iron?.reason).not.toMatch(/72|add 45|再加 45|in all|合计/);
    expect(iron?.reason).toMatch(locale === 'zh-CN' ? /照常吃/ : /keep taking them/);
    expect(findingOf(plan, 'treatment:iron')?.text).toBe(iron?.reason);
  });

  // prettier-ignore
  const ASKED: [Locale, string][] = [
    ['en-US', 'How much iron should I take?'],
    ['en-US', 'what dose of iron do I need for my anemia, 45 or 60?'],
    ['zh-CN', '我应该补多少铁？'],
    ['zh-CN', '贫血要吃多少毫克铁'],
    // "Too much?" and "what should I do?" give the same one dose (too-high.ts, deficiency.ts).
    ['en-US', 'Is 60 mg of iron too much in pregnancy?'],
    ['en-US', 'I have iron deficiency anemia, what are the signs and what should I do?'],
    ['zh-CN', '孕期吃60毫克铁会不会太多？'],
    ['zh-CN', '缺铁性贫血怎么办？'],
  ];
  it.each(ASKED)('%s: "%s" → the plan’s dose, re-test in 2–4 weeks, no UL beside it', (locale, q) => {
    const plan = storedPlanFor('e5-iron', E5, locale);
    const r = assistantReply({ text: q, locale, plan, medicines: ['labetalol'] });
    expect(r.text).toMatch(new RegExp(`${DOSE[locale]} mg`));
    expect(r.text).toMatch(/2–4/);
    expect(r.text).not.toMatch(/(?<!\d)(4[25]|72) mg/); // the UL (45 US, 42 CN) or a sum
  });
});

describe('fibre with IBD (ESPEN 2023)', () => {
  const E1: Answers = {
    ...person('female', 31, 165, 50, 'light'),
    conditions: ['ibd', 'anemia'],
    medicines: ['azathioprine', 'prednisone'],
    foodFrequency: { vegetables: 'rarely', fruit: 'rarely', wholeGrains: 'never', legumesNuts: 'never' },
  };
  it.each(LOCALES)(
    '%s: cooked and peeled, low-residue with a stricture — never whole grains and legumes',
    (locale) => {
      const plan = planFor(E1, locale);
      const fibre = findingOf(plan, 'food:fiber');
      expect(fibre?.text).toBe(locale === 'zh-CN' ? IBD_FIBRE_TIP.zh : IBD_FIBRE_TIP.en);
      expect(fibre?.text).not.toMatch(/Chia|Navy|奇亚|全谷物、豆类/);
      expect(findingOf(plan, 'ibd')?.text).toMatch(
        locale === 'zh-CN' ? /狭窄.*少渣/ : /stricture.*low-residue/,
      );
      // Without IBD the general tip stays.
      const other = planFor({ ...E1, conditions: ['anemia'], medicines: [] }, locale);
      expect(findingOf(other, 'food:fiber')?.text).toMatch(locale === 'zh-CN' ? /全谷物/ : /whole grains/);
    },
  );
});
