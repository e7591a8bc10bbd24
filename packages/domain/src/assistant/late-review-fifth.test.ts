import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { taboosFor } from '../interactions';
import { redFlagsFor } from '../safety';
import { assistantReply } from './index';
import type { ChatTurn } from './reply';
import { storedPlanFor } from './testing';

// The fifth clinician review of 2026-11-25 and blind answer round 6's unsafe answers (development data
// once read): each case as the reviewer or the judge saw it.

type Locale = 'zh-CN' | 'en-US';
const ask = (
  text: string,
  locale: Locale,
  medicines: string[] = [],
  history: ChatTurn[] = [],
  answers?: Answers,
) =>
  assistantReply({
    text,
    locale,
    plan: answers ? storedPlanFor(JSON.stringify(answers), answers, locale) : null,
    medicines,
    history,
  });

describe('fifth review: the red flags', () => {
  it('numb lips with cramping hands is urgent (low calcium after thyroid surgery)', () => {
    for (const t of [
      '甲状腺全切术后 嘴唇周围和手指发麻，手还抽筋',
      'my lips are tingling and my hands are cramping into a claw',
    ]) {
      expect(redFlagsFor(t, null).length, t).toBeGreaterThan(0);
    }
    expect(redFlagsFor('晚上腿抽筋 手脚有点麻 要补钙吗', null)).toEqual([]);
  });

  it('"am I being overdosed?" with thyroid results is not the poisoning card', () => {
    expect(redFlagsFor('My TSH came back 0.02 and free T4 32. Am I being overdosed?', null)).toEqual([]);
    expect(redFlagsFor('I think I overdosed on my sleeping pills', null).length).toBeGreaterThan(0);
  });
});

describe('fifth review: the plan', () => {
  const heartFailure: Answers = {
    gender: 'male',
    age: 78,
    heightCm: 168,
    weightKg: 62,
    activityLevel: 'sedentary',
    conditions: ['heart_failure'],
    medicines: ['digoxin', 'furosemide', 'aspirin', 'clopidogrel'],
    labs: [
      { marker: 'digoxin', value: 1.8, unit: 'ng/mL' },
      { marker: 'hemoglobin', value: 118, unit: 'g/L' },
    ],
  };

  it('digoxin 1.8 ng/mL is inside the label range but above the heart-failure aim', () => {
    const plan = planFor(heartFailure, 'zh-CN');
    const dig = plan.reportAnalysis?.markers.find((m) => m.key === 'digoxin');
    expect(dig?.meaning).toMatch(/高于心衰常用的目标/);
  });

  it('a low haemoglobin on antiplatelets asks for bleeding to be ruled out, not only iron', () => {
    const plan = planFor(heartFailure, 'zh-CN');
    const hb = plan.findings.find((f) => f.id === 'lab:hemoglobin');
    expect(hb?.text).toMatch(/消化道等处的慢性出血/);
  });

  it('amiodarone with simvastatin is a major pair', () => {
    const pairs = taboosFor({ medicines: ['amiodarone', 'simvastatin'], substances: [] }, 'en-US');
    expect(pairs.some((t) => t.kind === 'drug_interaction' && /20 mg/.test(t.mechanism))).toBe(true);
  });
});

describe('fifth review and answer round 6: the chat', () => {
  it('before radioiodine: a low-iodine diet, never "iodised salt is enough"', () => {
    const r = ask('甲状腺癌术后下个月要做碘131，平时吃加碘盐可以吗', 'zh-CN', ['levothyroxine']);
    expect(r.text).toMatch(/无碘盐/);
    expect(r.text).not.toMatch(/加碘盐就够了/);
  });

  it('a teenager who said their age earlier gets no adult BMI figures or alcohol limits', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: '我16岁，1型糖尿病，踢球老是低血糖' },
      { role: 'assistant', content: '…' },
    ];
    const weight = ask('我想减到60公斤跑得更快，一天吃多少卡合适？', 'zh-CN', [], history);
    expect(weight.text).toMatch(/你还在长身体/);
    const enHistory: ChatTurn[] = [
      { role: 'user', content: "I'm 15 and I have type 1 diabetes and celiac" },
      { role: 'assistant', content: '…' },
    ];
    const beer = ask('can I have a beer at a party this weekend?', 'en-US', [], enHistory);
    expect(beer.text).toMatch(/under 18/);
    expect(beer.text).not.toMatch(/1 drink a day|2 or less for men/);
  });

  it('"if I stop the fish oil" and "should I stop bananas" are never "resume your usual dose"', () => {
    const fish = ask('鱼油要是停了，对心脑血管会不会不好', 'zh-CN', ['warfarin']);
    expect(fish.text).not.toMatch(/恢复平时的剂量/);
    const k = ask('血钾5.4，医生说有点高，我平时爱吃香蕉和洋芋，是不是都要停了嘛', 'zh-CN', [
      'spironolactone',
      'lisinopril',
    ]);
    expect(k.text).not.toMatch(/恢复平时的剂量/);
    expect(k.text).toMatch(/香蕉/);
  });

  it('a bedtime snack on insulin after a fasting glucose of 2.6: the dose needs the doctor', () => {
    const answers: Answers = {
      gender: 'male',
      age: 58,
      heightCm: 172,
      weightKg: 75,
      activityLevel: 'light',
      conditions: ['diabetes'],
      medicines: ['insulin-glargine', 'metformin'],
      labs: [{ marker: 'fasting glucose', value: 2.6, unit: 'mmol/L' }],
    };
    const r = ask(
      '那我晚上睡前要不要吃点东西垫一下',
      'zh-CN',
      ['insulin-glargine', 'metformin'],
      [],
      answers,
    );
    expect(r.text).toMatch(/胰岛素偏多/);
  });

  it('mouth sores on methotrexate go to the rheumatologist with a blood count', () => {
    const r = ask('been getting mouth sores since my methotrexate went up, is that normal?', 'en-US', [
      'methotrexate',
    ]);
    expect(r.text).toMatch(/rheumatologist/);
    expect(r.text).toMatch(/blood count/);
    expect(r.text).not.toMatch(/ibuprofen/i);
  });
});
