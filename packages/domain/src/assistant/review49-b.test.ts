/**
 * Forty-ninth clinician review, the findings fixed in its second session:
 * - en S7: Livogen (ferrous fumarate 152 mg + folic acid 1.5 mg), ≈50 mg of iron, was read as folic acid 400 µg and
 *   "adds little"; "doctor gave it for my low haemoglobin, should i stop it" got a haemoglobin range.
 * - en S2: a serum magnesium of 0.66 and a potassium of 3.4 on flecainide were "good 85" because an eGFR of 39 set
 *   them; flecainide (Tambocor) was not in the dictionary.
 * - en S1: Effercitrate (potassium citrate), which the plan said to avoid with ramipril and an eGFR of 39, got the
 *   fluid-limit text "for a water infection".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '.';
import { storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { resolveMedicineEntries } from '../interactions';
import { resolveItem } from '../review/resolve';
import { person } from '../testing';
import { everydayTopicOf } from './intents/everyday';

type Locale = 'zh-CN' | 'en-US';

const LIVOGEN = {
  'en-US': 'Livogen (ferrous fumarate 152mg + folic acid 1.5mg)',
  'zh-CN': '富马酸亚铁叶酸片（富马酸亚铁152mg + 叶酸1.5mg）',
} as const;

const harpreet = (locale: Locale): Answers => ({
  ...person('female', 39, 158, 54, 'light'),
  conditions: ['anemia'],
  labs: [
    { marker: 'Ferritin', value: 6, unit: 'ng/mL' },
    { marker: 'Hemoglobin', value: 9.8, unit: 'g/dL' },
  ],
  supplements: [{ name: LIVOGEN[locale], dose: 1, unit: 'tablet' }],
});

describe('an iron tablet whose name prints its salt and folic acid', () => {
  it('counts the iron from the salt and the folic acid beside it', () => {
    const r = resolveItem({ name: LIVOGEN['en-US'], dose: 1, unit: 'tablet' });
    expect(r.amounts.iron).toBeCloseTo(50.16, 1);
    expect(r.amounts.folate).toBe(1500);
    expect(resolveItem({ name: 'Ferrous sulfate 325 mg', dose: 1, unit: 'tablet' }).amounts.iron).toBe(65);
    expect(resolveItem({ name: '富马酸亚铁片 0.2g', dose: 2, unit: 'tablet' }).amounts.iron).toBeCloseTo(
      132,
      5,
    );
    // No strength printed: still not guessed.
    expect(resolveItem({ name: 'Livogen', dose: 1, unit: 'tablet' }).uncounted).toBe(true);
  });

  it.each(['en-US', 'zh-CN'] as const)(
    '%s: the review never calls it "adds little" or says stop',
    (locale) => {
      const review = planFor(harpreet(locale), locale).productReviews?.[0];
      expect(review?.amounts?.find((a) => a.nutrient === 'iron')?.amount).toBeCloseTo(50.16, 1);
      const text = review?.issues.join(' ') ?? '';
      expect(text).not.toMatch(/adds little|Stop taking this product|作用不大|停止每天服用/);
      expect(text).toMatch(locale === 'zh-CN' ? /请先问开药医生/ : /ask your prescriber/);
    },
  );

  it.each([
    [
      'en-US',
      'the app is saying Livogen adds little?? doctor gave it for my low haemoglobin 9.8. should i stop it',
      /^\*\*Your Livogen.*keep taking it as they said — do not stop it yourself\.\*\* It gives about 50 mg of iron a day/,
    ],
    [
      'zh-CN',
      '医生给我开了富马酸亚铁叶酸片治贫血，血红蛋白98，要不要停？',
      /^\*\*你在吃的富马酸亚铁叶酸片.*就按医生说的继续吃，不要自己停。\*\*它每天提供约 50 mg 元素铁/,
    ],
  ] as const)('%s: "the doctor gave it, should I stop?" — keep it', (locale, text, says) => {
    const r = assistantReply({
      text,
      locale,
      plan: storedPlanFor('rev49 livogen', harpreet(locale), locale),
      medicines: [],
    });
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/其中医生开的 0 µg|do not go above it/);
  });
});

const gareth = (locale: Locale): Answers => {
  const r = resolveMedicineEntries(
    ['Ramipril 5 mg', 'Lixiana 30 mg', 'Bisoprolol 2.5 mg', 'Omeprazole 20 mg', 'Tambocor 50 mg twice a day'],
    locale,
  );
  return {
    ...person('male', 80, 172, 74, 'light'),
    conditions: ['kidney_disease', 'hypertension'],
    medicines: r.ids,
    medicineDoses: r.doses,
    labs: [
      { marker: 'eGFR', value: 39, unit: 'mL/min/1.73m2' },
      { marker: 'Magnesium', value: 0.66, unit: 'mmol/L' },
      { marker: 'Potassium', value: 3.4, unit: 'mmol/L' },
    ],
    supplements: [{ name: 'Effercitrate (potassium citrate 1.5g)', dose: 6, unit: 'tablet' }],
  };
};

describe('a measured low magnesium and potassium with an eGFR of 39, on flecainide', () => {
  it('Tambocor is flecainide', () => {
    expect(resolveMedicineEntries(['Tambocor 50 mg'], 'en-US').ids).toEqual(['flecainide']);
  });

  it.each(['en-US', 'zh-CN'] as const)(
    '%s: the status shows the blood level, and no supplement is added',
    (locale) => {
      const plan = planFor(gareth(locale), locale);
      const mg = plan.nutrients.find((n) => n.key === 'magnesium');
      expect(mg?.level).toBe('low');
      expect(plan.nutrients.find((n) => n.key === 'potassium')?.level).not.toBe('good');
      expect(plan.recommendations.map((r) => r.nutrient)).not.toContain('magnesium');
      expect(plan.recommendations.map((r) => r.nutrient)).not.toContain('potassium');
      const labText = plan.findings
        .filter((f) => f.id.startsWith('lab:serum'))
        .map((f) => f.text)
        .join(' ');
      expect(labText).toMatch(locale === 'zh-CN' ? /你在吃氟卡尼/ : /You take flecainide/);
    },
  );

  it('an eGFR alone still keeps magnesium out of "low"', () => {
    const a = gareth('en-US');
    const plan = planFor({ ...a, labs: a.labs!.slice(0, 1) }, 'en-US');
    expect(plan.nutrients.find((n) => n.key === 'magnesium')?.level).toBe('good');
  });

  it("Effercitrate named by its own name: the plan's avoid verdict leads, with its reason, not the fluid text", () => {
    const text =
      'I been taking them Effercitrate for a water infection, 2 tablets three times a day like the box says. is that alright with my heart tablets';
    const r = assistantReply({
      text,
      locale: 'en-US',
      plan: storedPlanFor('rev49 gareth', gareth('en-US'), 'en-US'),
      medicines: gareth('en-US').medicines ?? [],
    });
    expect(r.text).toMatch(/^\*\*Your Effercitrate.*hold it for now\*\* — Not safe with Ramipril/);
    expect(r.text).not.toMatch(/daily fluid limit/);
  });

  it('"a water infection" and "water tablets" are not questions about drinking water', () => {
    const ctx = { lifeStage: 'none' } as const;
    expect(everydayTopicOf('how much water should I drink a day?', ctx)).toBe('water');
    expect(
      everydayTopicOf('2 tablets three times a day for a water infection, how much is enough?', ctx),
    ).not.toBe('water');
    expect(everydayTopicOf('how many water tablets a day is enough?', ctx)).not.toBe('water');
  });
});

describe('cutting rice on mealtime insulin because the sugar is high (zh P3-S2)', () => {
  const man = (): Answers => ({
    ...person('male', 68, 170, 56, 'light'),
    conditions: ['diabetes', 'cancer'],
    medicines: ['insulin-aspart'],
    labs: [{ marker: 'FPG', value: 9.2, unit: 'mmol/L' }],
  });
  it.each([
    [
      'zh-CN',
      '血糖老是高，9点多，我想少吃点饭少吃主食，这样对不对',
      /不要为了降血糖自己少吃饭、少吃主食.*容易发生低血糖.*由医生调胰岛素/s,
    ],
    [
      'en-US',
      'my sugars are always high, around 9. should I cut my rice and bread right down?',
      /do not cut your rice or other starch on your own.*can cause a low.*let them adjust the insulin/s,
    ],
  ] as const)(
    '%s: never a glucose range alone — no cutting food on the same insulin',
    (locale, text, says) => {
      const r = assistantReply({
        text,
        locale,
        plan: storedPlanFor('rev49 rice', man(), locale),
        medicines: ['insulin-aspart'],
      });
      expect(r.text).toMatch(says);
    },
  );

  it('on metformin alone the row is not said', () => {
    const r = assistantReply({
      text: '血糖老是高，我想少吃点主食，这样对不对',
      locale: 'zh-CN',
      plan: storedPlanFor('rev49 rice metformin', { ...man(), medicines: ['metformin'] }, 'zh-CN'),
      medicines: ['metformin'],
    });
    expect(r.rules).not.toContain('faq:insulin-cut-staple-for-high-sugar');
  });
});

describe('cod liver oil for someone who cannot become pregnant (en S3)', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    '%s: an 80-year-old man hears of his vitamin A, not of an unborn baby',
    (locale) => {
      const a: Answers = {
        ...person('male', 80, 172, 74, 'light'),
        supplements: [{ optionId: 'cod-liver-oil', dose: 4.5, unit: 'g' }],
      };
      const man = planFor(a, locale).productReviews?.[0]?.issues.join(' ') ?? '';
      expect(man).not.toMatch(/unborn baby|胎儿/);
      expect(man).toMatch(locale === 'zh-CN' ? /每天不超过1500微克/ : /no more than 1,500 µg a day/);
      const woman =
        planFor({ ...a, ...person('female', 30, 162, 58, 'light') }, locale).productReviews?.[0]?.issues.join(
          ' ',
        ) ?? '';
      expect(woman).toMatch(
        locale === 'zh-CN' ? /怀孕期间不要吃鱼肝油/ : /do not take cod liver oil in pregnancy/,
      );
    },
  );
});

describe('a vitamin D sachet taken once a week (en S8)', () => {
  const harpreetD = (every: 'week' | 'month' | undefined, labs = true): Answers => ({
    ...person('female', 39, 158, 54, 'light'),
    ...(labs
      ? {
          labs: [
            { marker: '25-OH Vitamin D', value: 9, unit: 'ng/mL' },
            { marker: 'Calcium', value: 8.4, unit: 'mg/dL' },
          ],
        }
      : {}),
    supplements: [
      { name: 'Uprise D3 60K', dose: 1, unit: 'sachet', ...(every ? { every } : {}) },
      { name: 'Shelcal 500', dose: 1, unit: 'tablet' },
    ],
  });

  it('is counted as its daily average: 60,000 IU a week ≈ 214 µg a day, a month ≈ 50 µg', () => {
    expect(
      resolveItem({ name: 'Uprise D3 60K', dose: 1, unit: 'sachet', every: 'week' }).amounts.vitaminD,
    ).toBeCloseTo(1500 / 7, 6);
    expect(
      resolveItem({ name: 'Uprise D3 60K', dose: 1, unit: 'sachet', every: 'month' }).amounts.vitaminD,
    ).toBe(50);
    expect(resolveItem({ name: 'Uprise D3 60K', dose: 1, unit: 'sachet' }).amounts.vitaminD).toBe(1500);
  });

  it.each(['en-US', 'zh-CN'] as const)(
    '%s: with a deficiency, the course is kept, and the calcium tablet beside it',
    (locale) => {
      const reviews = planFor(harpreetD('week'), locale).productReviews ?? [];
      const [course, shelcal] = reviews;
      expect(course?.verdict).toBe('keep');
      expect(course?.dose?.text).toBe(locale === 'zh-CN' ? '每周 1 袋' : '1 sachet a week');
      expect(course?.issues.join(' ')).toMatch(
        locale === 'zh-CN' ? /一般8周（共8次）/ : /usually 8 weeks \(8 doses\)/,
      );
      expect(shelcal?.verdict).toBe('keep');
      expect(reviews.flatMap((r) => r.issues).join(' ')).not.toMatch(
        /Stop taking this product daily|停止每天服用/,
      );
    },
  );

  it('without a blood test it is a prescriber\'s dose to ask about, never "stop taking it daily"', () => {
    const course = planFor(harpreetD('week', false), 'en-US').productReviews?.[0];
    expect(course?.issues.join(' ')).toMatch(/a dose only a prescriber gives/);
    expect(course?.issues.join(' ')).not.toMatch(/Stop taking this product daily/);
  });

  it('the chat answers "how long to continue" with the course, not a daily 60,000 IU', () => {
    const r = assistantReply({
      text: 'Uprise D3 60K i am taking one sachet every sunday only, not daily. since 6 weeks now. how long to continue it? and shelcal also i should stop?',
      locale: 'en-US',
      plan: storedPlanFor('rev49 weekly d', harpreetD('week'), 'en-US'),
      medicines: [],
    });
    expect(r.text).toMatch(/60,000 IU of vitamin D once a week is a standard course.*usually 8 weeks/s);
    expect(r.text).not.toMatch(/60500 IU|1513 µg/);
  });
});
