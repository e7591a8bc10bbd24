import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from './index';
import type { ChatTurn } from './reply';
import { storedPlanFor } from './testing';

// The fifth clinician review of 2026-11-25: the serious findings left open by 80ab37c, each as the
// reviewer saw it (development data once read).

type Locale = 'zh-CN' | 'en-US';
const ask = (text: string, locale: Locale, answers: Answers, history: ChatTurn[] = []) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor(`fifth-open:${JSON.stringify(answers)}:${locale}`, answers, locale),
    medicines: answers.medicines ?? [],
    history,
  });

const dapt: Answers = {
  gender: 'male',
  age: 62,
  heightCm: 170,
  weightKg: 75,
  activityLevel: 'light',
  conditions: ['dyslipidemia'],
  medicines: ['aspirin', 'clopidogrel', 'atorvastatin'],
  supplements: [
    { optionId: 'fish-oil', dose: 2, unit: 'capsule' },
    { optionId: 'ginkgo', dose: 1, unit: 'tablet' },
    { optionId: 'nattokinase', dose: 1, unit: 'capsule' },
  ],
  labs: [{ marker: 'triglycerides', value: 2.6, unit: 'mmol/L' }],
};

describe('fish oil on dual antiplatelet therapy: one verdict (zh P1)', () => {
  it('the triglyceride finding never says the plan adds fish oil beside an antiplatelet', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const tg = planFor(dapt, locale).findings.find((f) => f.id === 'lab:triglycerides');
      expect(tg?.text).not.toMatch(/方案增加富含Omega-3的深海鱼或鱼油|the plan adds omega-3/);
      expect(tg?.text).toMatch(locale === 'zh-CN' ? /方案不加鱼油补充剂/ : /adds no fish oil supplement/);
    }
  });

  it('the chat leads with the plan’s "hold it" for the fish oil he takes', () => {
    const r = ask('我放了支架，在吃阿司匹林和氯吡格雷，鱼油还能吃吗？', 'zh-CN', dapt);
    const verdict = r.text.indexOf('你的方案的结论是先暂缓服用');
    expect(verdict).toBeGreaterThanOrEqual(0);
    expect(verdict).toBeLessThan(r.text.indexOf('轻微'));
    const en = ask('I have a stent, on aspirin and clopidogrel. Is my fish oil still OK?', 'en-US', dapt);
    expect(en.text).toMatch(/your plan's verdict is to hold it for now/);
  });
});

describe('calcium beside calcitriol is the prescriber’s (zh P3)', () => {
  const calcitriol: Answers = {
    gender: 'female',
    age: 45,
    heightCm: 160,
    weightKg: 60,
    activityLevel: 'light',
    conditions: ['hypothyroid', 'cancer'],
    medicines: ['levothyroxine', 'calcitriol'],
    supplements: [{ optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }],
    labs: [{ marker: 'calcium', value: 2.02, unit: 'mmol/L' }],
  };

  it('her own calcium is kept, and the plan adds no calcium product of its own', () => {
    const plan = planFor(calcitriol, 'zh-CN');
    expect(plan.productReviews.find((r) => r.optionId === 'calcium-carbonate')?.verdict).not.toBe('avoid');
    expect(plan.recommendations.some((r) => r.nutrient === 'calcium')).toBe(false);
    expect(plan.findings.find((f) => f.id === 'skipped:calcium')?.text).toMatch(
      /钙的剂量由开药医生按血钙决定/,
    );
    const withoutCalcitriol = planFor(
      { ...calcitriol, medicines: ['levothyroxine'], supplements: [] },
      'zh-CN',
    );
    expect(withoutCalcitriol.recommendations.some((r) => r.nutrient === 'calcium')).toBe(true);
  });
});

describe('refeeding at BMI 15.1 (en P1)', () => {
  const refeeding: Answers = {
    gender: 'female',
    age: 24,
    heightCm: 165,
    weightKg: 41,
    activityLevel: 'sedentary',
    dietPattern: 'vegetarian',
    smoking: 'never',
    scoff: { sick: true, control: true, oneStone: true, fat: true, food: false },
    goals: ['weight_gain', 'bone', 'energy'],
    conditions: ['mental_illness', 'osteoporosis'],
    medicines: ['olanzapine'],
    supplements: [
      { optionId: 'vitamin-b1', dose: 100, unit: 'mg', prescribed: true },
      { optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'phosphate', value: 0.62, unit: 'mmol/L' },
      { marker: 'potassium', value: 3.1, unit: 'mmol/L' },
      { marker: 'magnesium', value: 0.61, unit: 'mmol/L' },
    ],
  };

  it('the plan names refeeding, says "today" for the low electrolytes, and sells no magnesium', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = planFor(refeeding, locale);
      const f = plan.findings.find((x) => x.id === 'refeeding-risk');
      expect(f?.severity).toBe('urgent');
      expect(f?.text).toMatch(
        locale === 'zh-CN' ? /请今天就联系治疗团队/ : /contact your care team or a doctor today/,
      );
      expect(plan.findings.find((x) => x.id === 'energy')?.text).toMatch(
        locale === 'zh-CN' ? /不是你该吃的量/ : /not what you should eat/,
      );
      expect(plan.recommendations.some((r) => r.nutrient === 'magnesium')).toBe(false);
      expect(plan.findings.find((x) => x.id === 'skipped:magnesium')?.text).not.toMatch(/\{nutrient\}/);
    }
    // A healthy weight with a low potassium is not refeeding.
    const normal = planFor({ ...refeeding, weightKg: 60, scoff: undefined }, 'en-US');
    expect(normal.findings.some((x) => x.id === 'refeeding-risk')).toBe(false);
  });

  it('no antipsychotic weight-gain or diet-pill text, and no smoking paragraph for a never-smoker', () => {
    const plan = planFor(refeeding, 'en-US');
    const all = plan.findings.map((f) => f.text).join('\n');
    expect(all).not.toMatch(/often raise weight|diet pills|before you give up or cut down smoking/);
    expect(plan.findings.find((f) => f.id === 'mental-illness')?.text).toMatch(/follow your care team/);
    const smoker = planFor({ ...refeeding, smoking: 'current' }, 'en-US');
    expect(smoker.findings.find((f) => f.id === 'medicine-diet:clozapine-smoking-caffeine')?.text).toMatch(
      /before you give up or cut down smoking/,
    );
  });

  it('the chat backs the team’s 2,500 kcal, in both languages', () => {
    const en = ask(
      'My team set 2,500 kcal but the app says 1,392. Can I just eat 1,400?',
      'en-US',
      refeeding,
    );
    expect(en.text).toMatch(/Keep to the 2500 kcal your care team set — not less/);
    const yesNo = ask('Yes or no: 1,400 instead of the 2,500 my team prescribed?', 'en-US', refeeding);
    expect(yesNo.text).toMatch(/Keep to the 2500 kcal/);
    const zh = ask('营养科医生给我定了每天2500千卡，太多了，我能只吃1400吗', 'zh-CN', refeeding);
    expect(zh.text).toMatch(/请按治疗团队给你定的2500 千卡吃，不要少于它/);
  });

  // Since the thirty-fifth clinician review (en M12) the refeeding row on electrolyte pills answers first: the team
  // gives them, nothing bought.
  it('potassium and magnesium pills: no shop card, the team gives them', () => {
    const r = ask(
      'My phosphate, potassium and magnesium are low since refeeding started. Should I buy potassium and magnesium pills online?',
      'en-US',
      refeeding,
    );
    expect(r.cards?.some((c) => c.type === 'products') ?? false).toBe(false);
    expect(r.text).toMatch(/^\*\*Do not buy potassium, phosphate or magnesium pills yourself/);
    expect(r.text).toMatch(/contact the team or a doctor today/);
  });
});

describe('kelp with a thyroid condition is "avoid" (en P3)', () => {
  it('never "keep" beside its own "do not take them with a thyroid condition"', () => {
    const base: Answers = {
      gender: 'female',
      age: 45,
      heightCm: 163,
      weightKg: 70,
      activityLevel: 'light',
      conditions: ['hypothyroid', 'cancer'],
      medicines: ['levothyroxine'],
      supplements: [{ optionId: 'kelp', dose: 1, unit: 'tablet' }],
    };
    expect(planFor(base, 'en-US').productReviews[0]?.verdict).toBe('avoid');
    expect(planFor({ ...base, conditions: [], medicines: [] }, 'en-US').productReviews[0]?.verdict).not.toBe(
      'avoid',
    );
  });
});

describe('treatment doses: one number (en P4)', () => {
  const mother: Answers = {
    gender: 'female',
    age: 32,
    heightCm: 165,
    weightKg: 62,
    activityLevel: 'light',
    lifeStage: 'lactating',
    medicines: ['sertraline'],
    supplements: [
      { optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' },
      { optionId: 'vitamin-d3-400iu', dose: 1, unit: 'tablet' },
    ],
    labs: [
      { marker: 'vitaminD25OH', value: 27, unit: 'nmol/L' },
      { marker: 'ferritin', value: 8, unit: 'ng/mL' },
    ],
  };

  it('the vitamin D treatment’s IU figure follows its µg total', () => {
    const vitD = {
      ...mother,
      supplements: [{ optionId: 'vitamin-d3-400iu', dose: 1, unit: 'tablet' as const }],
    };
    const t = planFor(vitD, 'en-US').findings.find((f) => f.id === 'treatment:vitaminD')?.text ?? '';
    const m = /Vitamin D3 ([\d,]+) IU \((\d+) µg\)/.exec(t);
    expect(m, t).not.toBeNull();
    expect(Number(m![1]!.replace(/,/g, ''))).toBe(Number(m![2]) * 40);
  });

  it('the chat’s "your dose" is the day’s total, as the plan’s card says', () => {
    const r = ask('how much iron should I take?', 'en-US', mother);
    const plan = planFor(mother, 'en-US');
    const total = /(\d+) mg a day in all/.exec(
      plan.findings.find((f) => f.id === 'treatment:iron')?.text ?? '',
    )?.[1];
    expect(total).toBeDefined();
    expect(r.text).toContain(`**Your dose: ${total} mg of Iron a day in all`);
  });
});
