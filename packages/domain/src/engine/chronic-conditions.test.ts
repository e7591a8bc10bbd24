/**
 * The conditions the questionnaire could not describe (clinician review 2026-11-25 closing, cross-cutting
 * point 5; Z1, Z2, E1, E2, E4): an overactive thyroid, coeliac disease, sickle cell disease or
 * thalassaemia, COPD, cancer, a serious mental illness — and the legacy `thyroid`, which keeps the
 * hypothyroid rules. The reviewed people, through the engine, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../contracts/common';
import { answersSchema, type Answers } from '../contracts/questionnaire';
import { CHRONIC_RULES } from '../knowledge/chronic-conditions';
import { planFor } from '.';
import { glutenFreeGrains } from './plan';

const base = {
  nickname: 'x',
  activityLevel: 'sedentary',
  lifeStage: 'none',
  dietPattern: 'omnivore',
} as const;

/** E4: sickle cell disease, transfused, ferritin 1450, folic acid 1 mg and a men's multivitamin with iron. */
const sickle = (extra: Partial<Answers> = {}) =>
  ({
    ...base,
    gender: 'male',
    age: 24,
    heightCm: 178,
    weightKg: 62,
    conditions: ['haemoglobinopathy'],
    medicines: ['ibuprofen', 'hydroxyurea'],
    supplements: [
      { optionId: 'folic-acid-400', dose: 1000, unit: 'ug' },
      { optionId: 'multivitamin-men', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'hemoglobin', value: 84, unit: 'g/L' },
      { marker: 'ferritin', value: 1450, unit: 'ng/mL' },
    ],
    ...extra,
  }) as Answers;

/** Z2: Graves' disease on methimazole, underweight, a women's multivitamin with iodine and an iodine tablet. */
const graves = (extra: Partial<Answers> = {}) =>
  ({
    ...base,
    gender: 'female',
    age: 34,
    heightCm: 160,
    weightKg: 45,
    conditions: ['hyperthyroid'],
    goals: ['weight_gain', 'bone'],
    medicines: ['methimazole', 'propranolol'],
    supplements: [
      { optionId: 'multivitamin-women', dose: 1, unit: 'tablet' },
      { optionId: 'iodine-150', dose: 150, unit: 'ug' },
    ],
    ...extra,
  }) as Answers;

/** Z1: COPD, prednisone 10 mg for two years, 170 cm and 52 kg (BMI 18), wants to gain weight. */
const copd = (extra: Partial<Answers> = {}) =>
  ({
    ...base,
    gender: 'male',
    age: 68,
    heightCm: 170,
    weightKg: 52,
    conditions: ['copd', 'osteoporosis'],
    goals: ['weight_gain', 'bone', 'muscle'],
    medicines: ['prednisone', 'omeprazole'],
    ...extra,
  }) as Answers;

/** E2: newly diagnosed coeliac disease, little fibre. */
const coeliac = (extra: Partial<Answers> = {}) =>
  ({
    ...base,
    gender: 'female',
    age: 31,
    heightCm: 165,
    weightKg: 52,
    conditions: ['coeliac', 'anemia'],
    foodFrequency: { wholeGrains: 'never', vegetables: 'rarely', fruit: 'rarely', legumesNuts: 'never' },
    ...extra,
  }) as Answers;

const finding = (a: Answers, locale: Locale, id: string) =>
  planFor(a, locale).findings.find((f) => f.id === id);

describe('the contract: the new conditions parse, and so does the legacy thyroid', () => {
  it.each([
    'thyroid',
    'hypothyroid',
    'hyperthyroid',
    'coeliac',
    'haemoglobinopathy',
    'copd',
    'cancer',
    'mental_illness',
  ])('%s', (c) => {
    const a = { ...coeliac(), conditions: [c] };
    expect(answersSchema.safeParse(a).success).toBe(true);
  });

  it('every rule row has a source and both languages, the Chinese without English sentences', () => {
    for (const r of CHRONIC_RULES) {
      expect(r.source.ref.length, r.id).toBeGreaterThan(20);
      expect(r.text.zh, r.id).not.toMatch(/[a-z]{4,} [a-z]{3,}/i);
      expect(r.text.en, r.id).toMatch(/^[A-Z]/);
    }
  });
});

describe('one finding per condition, each rule with its guideline (both languages)', () => {
  it.each([
    ['hyperthyroid', 'zh-CN', graves(), /甲亢.*碘片.*海带.*无碘盐.*骨量流失.*体重下降是病情的表现/s],
    [
      'hyperthyroid',
      'en-US',
      graves(),
      /iodine.*kelp.*iodised salt.*bone loss.*Losing weight while the thyroid is overactive is a symptom/s,
    ],
    [
      'coeliac',
      'zh-CN',
      coeliac(),
      /终身的无麸质饮食.*大麦和黑麦.*燕麦只能选标明无麸质.*铁、叶酸、维生素D、钙和维生素B12.*无麸质/s,
    ],
    [
      'coeliac',
      'en-US',
      coeliac(),
      /lifelong gluten-free.*barley or rye.*oats only if labelled gluten-free.*iron, folate, vitamin D, calcium and vitamin B12.*gluten-free/s,
    ],
    [
      'haemoglobinopathy',
      'zh-CN',
      sickle(),
      /不是缺铁.*铁蛋白证实缺铁.*血液科医生同意.*叶酸.*每天1毫克.*多喝水.*布洛芬.*伤肾/s,
    ],
    [
      'haemoglobinopathy',
      'en-US',
      sickle(),
      /not caused by a lack of iron.*ferritin test.*haematologist agrees.*folic acid.*1 mg a day.*drink plenty.*ibuprofen.*kidneys/s,
    ],
    [
      'copd',
      'zh-CN',
      copd(),
      /BMI低于21.*1\.2–1\.5克.*你每天约 \d+ 千卡.*多 300 千卡.*蛋白质约 62–78 克.*骨密度.*不能突然停.*肾上腺危象/s,
    ],
    [
      'copd',
      'en-US',
      copd(),
      /BMI under 21.*1\.2–1\.5 g per kg.*about \d+ kcal a day \(300 kcal above.*protein about 62–78 g.*bone density.*Never stop long-term steroids suddenly.*adrenal crisis/s,
    ],
  ] as const)('%s (%s)', (id, locale, a, expected) => {
    const f = finding(a, locale as Locale, id);
    expect(f?.text).toMatch(expected);
    expect(f?.reasons.every((r) => r.source.ref.length > 0)).toBe(true);
  });

  it.each(LOCALES)('cancer and a serious mental illness (%s)', (locale) => {
    const zh = locale === 'zh-CN';
    const cancer = finding({ ...coeliac(), conditions: ['cancer'] }, locale, 'cancer');
    expect(cancer?.text).toMatch(
      zh
        ? /化疗或放疗期间.*抗氧化.*肿瘤科团队.*减重不是目标.*新的肿块.*几天内/s
        : /chemotherapy or radiotherapy.*antioxidant.*oncology team.*Weight loss is not a goal.*new lump.*within days/s,
    );
    const smi = finding(
      { ...coeliac(), conditions: ['mental_illness'], medicines: ['clozapine', 'lithium'] },
      locale,
      'mental-illness',
    );
    expect(smi?.text).toMatch(
      zh
        ? /血糖和血脂.*12周.*体重.*减肥药.*锂盐.*盐和饮水量保持稳定/s
        : /weight.*glucose.*lipids.*12 weeks.*diet pills.*lithium.*salt and fluid steady/s,
    );
  });

  it.each(LOCALES)(
    'clozapine and smoking: the short row without clozapine listed, the medicine row with it (%s)',
    (locale) => {
      const without = planFor({ ...coeliac(), conditions: ['mental_illness'] }, locale);
      expect(without.findings.find((f) => f.id === 'mental-illness')?.text).toMatch(
        locale === 'zh-CN' ? /氯氮平.*戒烟.*咖啡/ : /clozapine.*smoking.*coffee/,
      );
      const on = planFor({ ...coeliac(), conditions: ['mental_illness'], medicines: ['clozapine'] }, locale);
      expect(on.findings.find((f) => f.id === 'mental-illness')?.text).not.toMatch(
        /氯氮平或奥氮平|clozapine or olanzapine:/,
      );
      expect(on.findings.some((f) => f.id.includes('clozapine-smoking-caffeine'))).toBe(true);
    },
  );

  it('the steroid and lithium rows only for someone on them', () => {
    const f = finding(copd({ medicines: [] }), 'en-US', 'copd');
    expect(f?.text).not.toMatch(/steroid/);
    const g = finding({ ...coeliac(), conditions: ['mental_illness'] }, 'en-US', 'mental-illness');
    expect(g?.text).not.toMatch(/lithium/i);
  });

  it('no finding for a condition not ticked', () => {
    const plan = planFor(coeliac({ conditions: [] }), 'en-US');
    for (const id of ['hyperthyroid', 'coeliac', 'haemoglobinopathy', 'copd', 'cancer', 'mental-illness'])
      expect(plan.findings.some((f) => f.id === id)).toBe(false);
  });
});

describe('sickle cell disease or thalassaemia (E4)', () => {
  it.each(LOCALES)(
    'a low haemoglobin is the condition’s, never "iron deficiency is the commonest cause" (%s)',
    (locale) => {
      const m = planFor(
        sickle({ labs: [{ marker: 'hemoglobin', value: 84, unit: 'g/L' }] }),
        locale,
      ).reportAnalysis?.markers.find((x) => x.key === 'hemoglobin');
      expect(m?.flag).toBe('low');
      expect(m?.meaning).not.toMatch(/commonest cause|常见原因是缺铁/);
      expect(m?.meaning).toMatch(
        locale === 'zh-CN' ? /不是缺铁.*血液科/ : /not from a lack of iron.*haematologist/,
      );
    },
  );

  it('a low haemoglobin alone recommends no iron, and no iron product is sold', () => {
    const plan = planFor(
      sickle({ supplements: [], labs: [{ marker: 'hemoglobin', value: 84, unit: 'g/L' }] }),
      'en-US',
    );
    expect(plan.recommendations.some((r) => r.nutrient === 'iron')).toBe(false);
    expect(plan.products.some((p) => p.delivered?.nutrient === 'iron')).toBe(false);
  });

  it('even with a low ferritin, iron is the haematologist’s: no product, the skipped line says so', () => {
    const plan = planFor(
      sickle({
        supplements: [],
        labs: [
          { marker: 'hemoglobin', value: 84, unit: 'g/L' },
          { marker: 'ferritin', value: 8, unit: 'ng/mL' },
        ],
      }),
      'en-US',
    );
    expect(plan.recommendations.some((r) => r.nutrient === 'iron' && r.supervised !== true)).toBe(false);
    expect(plan.products.some((p) => p.delivered?.nutrient === 'iron')).toBe(false);
  });

  it.each(LOCALES)(
    'folic acid 1 mg is kept, never "adds little"; the multivitamin with iron is avoid (%s)',
    (locale) => {
      const reviews = planFor(sickle(), locale).productReviews;
      const folic = reviews.find((r) => r.optionId === 'folic-acid-400');
      expect(folic?.verdict).toBe('keep');
      expect(folic?.issues.join(' ')).not.toMatch(/adds little|益处不大/);
      expect(reviews.find((r) => r.optionId === 'multivitamin-men')?.verdict).toBe('avoid');
    },
  );
});

describe('an overactive thyroid (Z2)', () => {
  it.each(LOCALES)('products with iodine are avoid, with the rule (%s)', (locale) => {
    const reviews = planFor(graves(), locale).productReviews;
    for (const id of ['multivitamin-women', 'iodine-150']) {
      const r = reviews.find((x) => x.optionId === id);
      expect(r?.verdict, id).toBe('avoid');
      expect(r?.issues.join(' '), id).toMatch(locale === 'zh-CN' ? /限制碘/ : /limit iodine/);
    }
  });

  it('the condition alone (no antithyroid drug listed) rules out iodine too, and sells none', () => {
    const plan = planFor(graves({ medicines: [] }), 'en-US');
    expect(plan.productReviews.find((x) => x.optionId === 'iodine-150')?.verdict).toBe('avoid');
    expect(plan.products.some((p) => p.delivered?.nutrient === 'iodine')).toBe(false);
  });

  it('no weight-loss deficit while hyperthyroid, nor with cancer (their own "not a goal" rows)', () => {
    for (const c of ['hyperthyroid', 'cancer'] as const) {
      const plan = planFor(
        {
          ...base,
          gender: 'female',
          age: 50,
          heightCm: 160,
          weightKg: 80,
          goals: ['weight_loss'],
          conditions: [c],
        } as Answers,
        'en-US',
      );
      expect(plan.profile.energyTargetKcal, c).toBeUndefined();
    }
    const without = planFor(
      { ...base, gender: 'female', age: 50, heightCm: 160, weightKg: 80, goals: ['weight_loss'] } as Answers,
      'en-US',
    );
    expect(without.profile.energyTargetKcal).toBeDefined();
  });
});

describe('COPD (Z1): protein 1.2–1.5 g/kg when underweight or gaining', () => {
  it.each([
    ['BMI 18, gaining', 62, copd()],
    ['BMI 20.4 (under 21), no goal', 71, copd({ weightKg: 59, goals: [] })],
    ['BMI 24.2, gaining', 84, copd({ weightKg: 70, goals: ['weight_gain'] })],
  ] as const)('%s → protein at least %s g', (_, min, a) => {
    const protein = planFor(a, 'en-US').nutrients.find((n) => n.key === 'protein');
    expect(protein?.target).toBeGreaterThanOrEqual(min);
  });

  it('BMI 24 without a gain goal: no COPD protein rise and no energy figures', () => {
    const plan = planFor(copd({ weightKg: 70, goals: [], conditions: ['copd'] }), 'en-US');
    expect(plan.nutrients.find((n) => n.key === 'protein')?.target).toBeLessThan(84);
    expect(plan.findings.find((f) => f.id === 'copd')?.text).not.toMatch(/For you:/);
  });

  it('with kidney disease the protein stays the kidney team’s', () => {
    const plan = planFor(copd({ conditions: ['copd', 'kidney_disease'] }), 'en-US');
    expect(plan.findings.find((f) => f.id === 'copd')?.text).not.toMatch(/protein about/);
  });
});

describe('coeliac disease (E2): no wheat, barley, rye or unlabelled oats as example foods', () => {
  it.each(LOCALES)('the fibre tip names gluten-free grains and no gluten food (%s)', (locale) => {
    const plan = planFor(coeliac(), locale);
    const fibre = plan.findings.find((f) => f.id === 'food:fiber');
    expect(fibre?.text).toMatch(locale === 'zh-CN' ? /无麸质/ : /gluten-free/);
    expect(fibre?.text).not.toMatch(/多吃全谷物|eat more whole grains/);
    for (const f of plan.findings.filter((x) => x.id.startsWith('food:')))
      expect(f.text.split(/例如|For example:/)[1] ?? '').not.toMatch(
        /小麦|大麦|黑麦|全麦|燕麦|面包|\bwheat\b|\bbarley\b|\brye\b|\boats?\b|\bbread\b|\bbran\b/i,
      );
  });
});

describe('the legacy thyroid keeps today’s (hypothyroid) plan', () => {
  it.each(LOCALES)('thyroid and hypothyroid give the same plan (%s)', (locale) => {
    const a = { ...coeliac(), conditions: ['thyroid'], medicines: ['levothyroxine'] } as Answers;
    const b = { ...a, conditions: ['hypothyroid'] } as Answers;
    const strip = (p: ReturnType<typeof planFor>) =>
      JSON.stringify({ ...p, profile: { ...p.profile, conditions: [] } });
    expect(strip(planFor(a, locale))).toBe(strip(planFor(b, locale)));
  });
});

describe('coeliac disease: "whole grains" in the food-first notes are the gluten-free ones', () => {
  it.each(LOCALES)('%s', (locale) => {
    const plan = planFor(coeliac(), locale);
    const notes = plan.findings.filter((f) => f.id.startsWith('food-first:')).map((f) => f.text);
    for (const t of notes) expect(t).not.toMatch(/(?<!无麸质)全谷物（?[^糙]|(?<!gluten-free )whole grains/);
  });

  it.each([
    [
      'zh-CN',
      '从食物补足即可（全谷物和杂豆）',
      '从食物补足即可（无麸质全谷物（糙米、小米、荞麦、藜麦等）和杂豆）',
    ],
    [
      'en-US',
      'food covers it (whole grains and beans)',
      'food covers it (gluten-free whole grains (brown rice, millet, buckwheat, quinoa) and beans)',
    ],
  ] as const)('%s: the words are replaced', (locale, text, out) => {
    expect(glutenFreeGrains(text, locale)).toBe(out);
  });
});
