/**
 * The answer guard and the specific "I can't — ask …" (issue 30 §2), and the weight answers for people
 * the deficit tips would harm (blind answer round 1). Questions written for this test, asked as the
 * engine's reference personas.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { quotedQuestion, specificCannot, unaddressed, whoToAsk } from './cannot';
import { statedMinorAge } from './intents/weight';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const PERSONAS = new Map(REFERENCE_PERSONAS);
function ask(persona: string, text: string, locale: Locale) {
  const answers = PERSONAS.get(persona);
  if (!answers) throw new Error(persona);
  const plan = storedPlanFor(persona, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}

describe('a question no rule answers is said plainly, naming what was asked and who to ask', () => {
  it.each([
    [
      'kidney transplant on tacrolimus with magnesium',
      'en-US',
      'is kava tea ok with my tacrolimus?',
      /Tacrolimus/,
      /transplant team/,
    ],
    ['lithium with hydrochlorothiazide', 'zh-CN', '锂盐的血药浓度一般多久查一次', null, /精神科医生/],
  ] as const)('%s (%s): %s', (persona, locale, text, names, who) => {
    const r = ask(persona, text, locale);
    expect(r.text).not.toMatch(/超出了我能可靠回答的范围|outside what I can answer/);
    if (names) expect(r.text).toMatch(names);
    expect(r.text).toMatch(who);
  });

  it('a question that is not about health keeps the general answer with what the assistant can do', () => {
    expect(ask('warfarin with fish oil and vitamin E', '今天天气怎么样？', 'zh-CN').text).toContain(
      '我可以帮你',
    );
  });

  it('who to ask follows the medicine asked about first, then the person’s own', () => {
    expect(whoToAsk('can I take this with warfarin?', null, []).en).toMatch(/anticoagulation clinic/);
    expect(whoToAsk('头疼能吃点什么', null, ['phenelzine']).zh).toMatch(/精神科/);
    expect(whoToAsk('what about turmeric?', null, []).en).toMatch(/doctor or a registered dietitian/);
  });

  it('pregnant on an antiseizure medicine, asking about a nutrient: the maternity team, the epilepsy team told (en M3)', () => {
    const answers = {
      gender: 'female' as const,
      age: 29,
      heightCm: 163,
      weightKg: 58,
      activityLevel: 'light' as const,
      conditions: ['epilepsy' as const],
      lifeStage: 'pregnant_t1' as const,
      medicines: ['lamotrigine'],
    };
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor('pregnant-epilepsy', answers, locale);
      const iron = whoToAsk('how much iron should I take for my anaemia?', plan, ['lamotrigine']);
      expect(locale === 'zh-CN' ? iron.zh : iron.en).toMatch(
        locale === 'zh-CN' ? /产科医生/ : /obstetrician/,
      );
      expect(locale === 'zh-CN' ? iron.zh : iron.en).toMatch(
        locale === 'zh-CN' ? /神经内科/ : /epilepsy team/,
      );
      // The medicine asked about keeps its prescriber; a question naming no nutrient keeps the epilepsy team.
      const med = whoToAsk('can I take ashwagandha with lamotrigine?', plan, ['lamotrigine']);
      expect(locale === 'zh-CN' ? med.zh : med.en).not.toMatch(/产科|obstetrician/);
    }
  });

  it.each([
    ['bariatric_surgery', 'none', ['omeprazole'], /减重手术团队/, /bariatric surgery team/],
    ['epilepsy', 'none', ['levetiracetam'], /神经内科医生或癫痫专科团队/, /neurologist or epilepsy team/],
    ['dysphagia', 'none', [], /言语治疗师/, /speech-language therapist/],
    ['gestational_diabetes', 'pregnant_t2', [], /产科医生和糖尿病团队/, /obstetric and diabetes team/],
  ] as const)(
    'a person with %s (%s) is sent to the team that looks after it',
    (c, lifeStage, meds, zh, en) => {
      const answers = {
        gender: 'female' as const,
        age: 32,
        heightCm: 160,
        weightKg: 60,
        activityLevel: 'light' as const,
        conditions: [c],
        lifeStage,
        medicines: [...meds],
      };
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const plan = storedPlanFor(c, answers, locale);
        const who = whoToAsk('can I take ashwagandha?', plan, [...meds]);
        expect(locale === 'zh-CN' ? who.zh : who.en).toMatch(locale === 'zh-CN' ? zh : en);
      }
    },
  );
});

describe('the guard: every medicine and supplement asked about is addressed or said to be not covered', () => {
  it('finds what an answer passed over, by any of its names or the nutrient it supplies', () => {
    const q = '我在喂奶，吃舍曲林50mg，还能吃鱼油和钙片吗';
    const missing = unaddressed(q, '舍曲林在哺乳期通常可以继续用。钙每天800 mg。', 'zh-CN').map(
      (m) => m.label,
    );
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/鱼油|Omega/);
  });

  it('a medicine asked about beside the person’s own is read against the medicine × medicine table', () => {
    const zh = ask('lithium with hydrochlorothiazide', '头疼的时候能吃布洛芬吗', 'zh-CN');
    expect(zh.text).toMatch(/碳酸锂[\s\S]*布洛芬[\s\S]*来源/);
    const en = ask('lithium with hydrochlorothiazide', 'can I take advil for my back?', 'en-US');
    expect(en.text).toMatch(/Lithium[\s\S]*Ibuprofen/);
  });
});

describe('weight answers that would harm', () => {
  it.each([
    ['zh-CN', '我16岁 想减肥 一天吃1000卡可以吗'],
    ['en-US', 'im 15 and want to drop 10 lbs before prom, how many calories should i eat'],
  ] as const)('(%s) someone under 18 gets no deficit: %s', (locale, text) => {
    const r = assistantReply({ text, locale, plan: null });
    expect(r.text).not.toMatch(/500–1000|500–1,000/);
    expect(r.text).toMatch(/长身体|still growing/);
  });

  it.each([
    ['zh-CN', '我妈瘦得很，想让她长点肉，怎么吃'],
    ['en-US', 'i want to lose a few pounds, any tips?'],
  ] as const)('(%s) a thin 80-year-old gets no weight-loss tips: %s', (locale, text) => {
    const r = ask('80-year-old woman, low BMI', text, locale);
    expect(r.text).not.toMatch(/500–1000|500–1,000/);
    expect(r.text).toMatch(/GLIM/);
  });

  it.each([
    [
      'bariatric surgery on omeprazole with calcium carbonate, weight loss asked',
      'zh-CN',
      '我想再瘦一点，每天吃多少热量合适',
      /手术团队.*60–80 克/,
    ],
    [
      'bariatric surgery on omeprazole with calcium carbonate, weight loss asked',
      'en-US',
      'how many calories to lose weight?',
      /surgical team.*60–80 g/,
    ],
    ['gestational diabetes t2', 'zh-CN', '怀孕了血糖高，我想少吃点减肥', /不要节食减重[\s\S]*175 克/],
    ['gestational diabetes t2', 'en-US', 'should I cut calories to lose weight?', /do not diet[\s\S]*175 g/],
    ['dysphagia at 82, weight loss asked', 'zh-CN', '想减肥怎么吃', /不建议减重/],
    [
      'dysphagia at 82, weight loss asked',
      'en-US',
      'i want to lose weight, how much should i eat',
      /weight loss is not advised/,
    ],
  ] as const)('%s (%s): no weight-loss calorie target — %s', (persona, locale, text, line) => {
    const r = ask(persona, text, locale);
    expect(r.text).not.toMatch(/减重时每天吃约|weight-loss target is about/);
    expect(r.text).toMatch(line);
  });

  it.each([
    ['zh-CN', '想减肥，每天吃多少热量', /不要为了减重少吃/],
    ['en-US', 'how many calories should i eat to lose weight', /do not eat less to lose weight/],
  ] as const)('(%s) dysphagia at 60 with obesity: no deficit, who assesses it — %s', (locale, text, line) => {
    const answers = {
      gender: 'male' as const,
      age: 60,
      heightCm: 170,
      weightKg: 95,
      activityLevel: 'light' as const,
      conditions: ['dysphagia' as const],
      goals: ['weight_loss' as const],
    };
    const plan = storedPlanFor('dysphagia at 60', answers, locale);
    const r = assistantReply({ text, locale, plan });
    expect(r.text).not.toMatch(/减重时每天吃约|weight-loss target is about/);
    expect(r.text).toMatch(line);
  });

  it('a worry about gaining weight on a medicine is not answered with tips to gain', () => {
    const r = ask('valproate, 28', '吃德巴金是不是会长胖，我这半年胖了好几斤', 'zh-CN');
    expect(r.text).not.toContain('健康增重');
  });

  it('heart failure: the doctor’s fluid limit, no general litres beside it', () => {
    const r = ask('heart failure, potassium 5.4', 'How much fluid should he drink per day?', 'en-US');
    expect(r.text).toMatch(/fluid limit/);
    expect(r.text).not.toMatch(/3\.7 litres/);
  });

  it.each([
    ['我16岁', true],
    ['im 16 and', true],
    ['a 15-year-old', true],
    ['高一学生', true],
    ['我36岁', false],
    ['孕16周', false],
    ['i am 45', false],
  ] as const)('stated age under 18 in "%s": %s', (text, minor) => {
    expect(statedMinorAge(text)).toBe(minor);
  });
});

describe('a can’t that names nothing quotes the question back', () => {
  it('quotes the question, and a short follow-up with the message it continues', () => {
    expect(quotedQuestion('汤底呢 喝还是不喝', 'zh-CN', '麻辣烫怎么点才算健康一点')).toBe(
      '“汤底呢 喝还是不喝”（接着你问的“麻辣烫怎么点才算健康一点”）',
    );
    expect(quotedQuestion('is soy bad for hormones?', 'en-US')).toBe('"is soy bad for hormones?"');
    expect(quotedQuestion('x'.repeat(200), 'en-US').length).toBeLessThanOrEqual(92);
  });

  it('the line says what it cannot answer', () => {
    const who = { zh: '医生或注册营养师', en: 'your doctor or a registered dietitian' };
    expect(specificCannot([], who, 'zh-CN', quotedQuestion('麻辣烫怎么点才算健康', 'zh-CN'))).toMatch(
      /^你问的“麻辣烫怎么点才算健康”，我没有可靠的规则来回答/,
    );
    expect(specificCannot([], who, 'en-US')).toMatch(/^I have no reliable rule for this specific question/);
  });
});

describe('who to ask follows what the question names (sixth clinician review, en P5)', () => {
  const walt = storedPlanFor(
    'sixth-walt',
    {
      gender: 'male',
      age: 71,
      heightCm: 175,
      weightKg: 68,
      activityLevel: 'sedentary',
      conditions: ['copd', 'mental_illness'],
      medicines: ['theophylline', 'ciprofloxacin'],
    },
    'en-US',
  );
  it('a medicine named: its prescriber; a condition named: its clinician; never an unrelated one', () => {
    expect(whoToAsk('my theophylline level came back 22, is that ok?', walt, ['theophylline']).en).toBe(
      'the doctor who prescribes your theophylline or your pharmacist',
    );
    expect(whoToAsk('What can I eat for my COPD?', walt, ['theophylline']).en).toMatch(/respiratory/);
  });
});

describe('a "not covered" line the answer did cover is dropped (sixth clinician review, en)', () => {
  it('magnesium with kidney disease: no "the answer above does not cover it" for magnesium', () => {
    const plan = storedPlanFor(
      'sixth-dale',
      {
        gender: 'male',
        age: 64,
        heightCm: 175,
        weightKg: 90,
        activityLevel: 'light',
        conditions: ['kidney_disease', 'diabetes'],
        medicines: ['metformin', 'glipizide'],
        labs: [{ marker: 'egfr', value: 50, unit: 'mL/min/1.73m2' }],
      },
      'en-US',
    );
    const r = assistantReply({
      text: 'Can I take magnesium for leg cramps with my kidneys?',
      locale: 'en-US',
      plan,
      medicines: ['metformin', 'glipizide'],
      history: [],
    });
    expect(r.text).not.toMatch(
      /About \*\*Magnesium\*\*, which you asked about: the answer above does not cover it/,
    );
  });
});

// Blind answer round 8, zh-058: "stop it or halve it?" after magnesium at eGFR 22 got a "can't" that
// said not to stop any supplement on one's own — against the plan's own advice. The standing line now
// speaks of prescribed medicines, and of nothing new started.
describe("the specific can't never tells people to keep a supplement", () => {
  it.each(['zh-CN', 'en-US'] as const)('%s', (locale) => {
    const text = specificCannot(['magnesium'], { zh: '肾内科医生', en: 'your kidney doctor' }, locale);
    expect(text).not.toMatch(/停用或调整药物和补充剂|stop or change a medicine or supplement/);
    expect(text).toMatch(
      locale === 'zh-CN' ? /不要自己停用或调整医生开的药/ : /do not stop or change a prescribed medicine/,
    );
  });
});
