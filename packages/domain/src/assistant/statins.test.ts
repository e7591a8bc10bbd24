/**
 * Statins in the chat (seventh clinician review of 2026-11-26, zh P3 and en C): grapefruit and pomelo
 * per medicine — a few segments and spacing the doses asked about; sweet oranges; amlodipine and the
 * statins grapefruit barely touches; simvastatin above its 20 mg cap with amlodipine; red yeast rice
 * with "my statin" and no plan; a creatine kinase typed in the chat and the plan's own CK with aching
 * legs. The questions are our own phrasings, not the reviewers' words.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const base: Answers = {
  gender: 'female',
  age: 68,
  heightCm: 155,
  weightKg: 63,
  activityLevel: 'light',
  conditions: ['hypertension', 'dyslipidemia'],
};
const SIM_AMLO: Answers = {
  ...base,
  medicines: ['amlodipine', 'simvastatin'],
  medicineDoses: [
    { id: 'amlodipine', dose: 5, unit: 'mg' },
    { id: 'simvastatin', dose: 40, unit: 'mg' },
  ],
  labs: [{ marker: 'CK', value: 430, unit: 'U/L' }],
};

const ask = (text: string, locale: Locale, answers: Answers | null, name = 'statins') =>
  assistantReply({
    text,
    locale,
    plan: answers ? storedPlanFor(`${name}-${JSON.stringify(answers.medicines)}`, answers, locale) : null,
    medicines: [...(answers?.medicines ?? [])],
  });

describe('grapefruit and pomelo on simvastatin: none at all, spacing does not help', () => {
  it.each([
    ['zh-CN', '吃舒降之的话，柚子少吃点行吗？一次就两瓣', /几瓣或一小杯也不行/],
    ['zh-CN', '辛伐他汀我睡前吃，那下午吃点西柚总没事吧', /错开也没有用/],
    ['zh-CN', '橘子和甜橙我还能吃吗', /普通甜橙、橘子、橙汁/],
    ['en-US', 'Is a little pomelo ok on Zocor, like a couple of segments?', /not even a few segments/],
    [
      'en-US',
      'I take simvastatin at bedtime, so grapefruit at lunch is fine then?',
      /Spacing them apart does not help/,
    ],
    ['en-US', 'What about mandarins and navel oranges?', /Sweet oranges, mandarins, orange juice/],
  ] as const)('%s "%s"', (locale, q, text) => {
    const r = ask(q, locale, SIM_AMLO);
    expect(r.text).toMatch(text);
    expect(r.text).not.toMatch(/不要大量吃|in quantity|no reliable rule|没有可靠的规则/);
  });
});

describe('the medicines grapefruit barely touches say so, per medicine', () => {
  it.each([
    ['zh-CN', ['amlodipine'], '络活喜和柚子冲突吗？', /氨氯地平（络活喜等）受西柚、柚子的影响很小/],
    [
      'en-US',
      ['amlodipine'],
      'Does grapefruit matter with Norvasc?',
      /Amlodipine \(Norvasc\) is hardly affected/,
    ],
    ['zh-CN', ['rosuvastatin'], '吃瑞舒伐他汀可以吃柚子吗', /不会让它们的血药浓度明显升高/],
    [
      'en-US',
      ['pravastatin'],
      'Is grapefruit a problem with my pravastatin?',
      /do not raise their levels meaningfully/,
    ],
  ] as const)('%s on %j: "%s"', (locale, medicines, q, text) => {
    expect(ask(q, locale, { ...base, medicines: [...medicines] }).text).toMatch(text);
  });

  it.each([
    [
      'zh-CN',
      '我在吃络活喜和辛伐他汀，柚子是不是跟降压药相冲？',
      /氨氯地平（络活喜等）受西柚、柚子的影响很小/,
      /几瓣或一小杯也不行/,
    ],
    [
      'en-US',
      'On Norvasc and simvastatin — is my morning grapefruit juice a problem?',
      /Amlodipine \(Norvasc\) is hardly affected/,
      /no grapefruit or pomelo at all/,
    ],
  ] as const)(
    '%s, both medicines named with the fruit: both rows, the dose cap first',
    (locale, q, amlo, sim) => {
      const text = ask(q, locale, SIM_AMLO).text;
      expect(text).toMatch(amlo);
      expect(text).toMatch(sim);
      expect(text).toMatch(locale === 'zh-CN' ? /超过了这个上限/ : /above that cap/);
      expect(text).not.toMatch(/没有涉及|does not cover it/);
    },
  );
});

describe('simvastatin above 20 mg with amlodipine', () => {
  it.each([
    ['zh-CN', '辛伐他汀跟氨氯地平一起吃有问题吗', /每天不超过20 mg/, /这几天内联系开辛伐他汀的医生或药师/],
    [
      'en-US',
      'Is simvastatin fine together with amlodipine?',
      /caps simvastatin at 20 mg a day/,
      /within the next few days/,
    ],
  ] as const)('%s with the plan’s 40 mg: "%s"', (locale, q, cap, when) => {
    const text = ask(q, locale, SIM_AMLO).text;
    expect(text).toMatch(cap);
    expect(text).toMatch(when);
  });

  it.each([
    ['zh-CN', '辛伐他汀和氨氯地平能同时吃吗', /如果超过20 mg/],
    ['en-US', 'can simvastatin be taken with amlodipine?', /above 20 mg, contact your prescriber/],
  ] as const)('%s with no plan (dose not known): check the dose', (locale, q, text) => {
    expect(ask(q, locale, null).text).toMatch(text);
  });
});

describe('red yeast rice with "my statin", no plan', () => {
  it.each([
    ['zh-CN', '他汀和红曲胶囊能同时吃吗？', /莫纳可林K/],
    ['en-US', 'Is it ok to add red yeast rice to my statin?', /monacolin K/],
  ] as const)('%s "%s"', (locale, q, text) => {
    const r = ask(q, locale, null);
    expect(r.text).toMatch(text);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
});

describe('creatine kinase in the chat', () => {
  it.each([
    ['zh-CN', '我的CK是2300，要紧吗？', /超过正常上限的10倍/],
    ['en-US', 'CK came back 2300 U/L on my statin — what now?', /more than 10 times the upper limit/],
    ['zh-CN', '肌酸激酶 430 U/L 正常吗', /这几天内把结果告诉开他汀的医生/],
    [
      'en-US',
      'my CK is 430, is that bad?',
      /Tell the doctor who prescribes your statin within the next few days/,
    ],
  ] as const)('%s typed "%s" on simvastatin', (locale, q, text) => {
    expect(ask(q, locale, SIM_AMLO).text).toMatch(text);
  });

  it.each([
    ['zh-CN', '最近大腿酸痛，跟吃他汀有关系吗', /你方案里的肌酸激酶（CK）是 430 U\/L，高于参考范围/],
    [
      'en-US',
      'My calves ache, could it be the statin?',
      /The creatine kinase \(CK\) in your plan is 430 U\/L, above the range/,
    ],
  ] as const)('%s aching muscles with the plan’s raised CK: "%s"', (locale, q, text) => {
    const r = ask(q, locale, SIM_AMLO);
    expect(r.text).toMatch(text);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要自己停药或减量/ : /Do not stop or cut the statin yourself/,
    );
  });
});

describe('CoQ10 on a statin, and how to take it (zh P3 Q3)', () => {
  it.each([
    ['zh-CN', '吃他汀的人补辅酶Q10有没有用？一天吃多少？', /每天100–200毫克，随含油脂的餐服用/],
    ['zh-CN', '辅酶Q10对吃辛伐他汀有帮助吗？要怎么吃', /每天100–200毫克，随含油脂的餐服用/],
    [
      'en-US',
      'Does CoQ10 help people on statins? How should I take it?',
      /100–200 mg a day with a meal containing fat/,
    ],
  ] as const)('%s "%s": the doses studied, said once, never another supplement', (locale, q, dose) => {
    const text = ask(q, locale, SIM_AMLO).text;
    expect(text).toMatch(dose);
    expect(text).not.toMatch(/你问的是\*\*红曲米|about \*\*Red yeast rice/);
    expect(
      text.match(locale === 'zh-CN' ? /关于辅酶Q10：证据不一致/g : /About CoQ10: the evidence is mixed/g)
        ?.length,
    ).toBe(1);
  });
});
