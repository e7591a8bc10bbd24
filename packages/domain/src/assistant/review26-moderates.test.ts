/**
 * Twenty-sixth clinician review (2026-11-29), moderate findings in the chat:
 * - en M3: fever, rigidity and confusion on a depot antipsychotic were named serotonin syndrome "on an
 *   antidepressant such as sertraline" — "the same shot" read as SAMe gave a serotonergic context. Fever
 *   with rigid muscles on an antipsychotic is neuroleptic malignant syndrome; told in Chinese with no kind
 *   the reader could name, it got no card at all.
 * - zh M1: on abiraterone and prednisone with a potassium of 3.2, "心里扑通扑通乱跳，有时候漏一拍" was no
 *   emergency, and typed by a guest it got the high-potassium card; the plan's low potassium did not name
 *   abiraterone.
 * Reviewer's words, other phrasings in both languages, and look-alikes that must not change.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { redFlagFeatures, redFlagsFor } from '../safety';
import { personReadingIds } from '../safety/person-readings';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const DESHAWN: Answers = {
  ...person('male', 28, 180, 95, 'light'),
  conditions: ['mental_illness'],
  medicines: ['paliperidone'],
};
const ON_SSRI_TOO: Answers = { ...DESHAWN, medicines: ['paliperidone', 'sertraline'] };
const LAO_HUANG: Answers = {
  ...person('male', 72, 170, 65, 'light'),
  medicines: ['abiraterone', 'prednisone'],
  labs: [{ marker: 'potassium', value: 3.2, unit: 'mmol/L' }],
};

const ask = (a: Answers | null, name: string, locale: Locale, text: string) => {
  const plan = a ? storedPlanFor(name, a, locale) : null;
  return assistantReply({ text, locale, plan, medicines: [...(a?.medicines ?? [])] });
};

describe('fever with rigid muscles on an antipsychotic is neuroleptic malignant syndrome (en M3)', () => {
  // prettier-ignore
  const NMS: [string, Answers | null, Locale, string][] = [
    ['reviewer', DESHAWN, 'en-US', "my brother is on the same shot as me and now he's burning up with a fever, stiff as a board and confused, sweating a lot"],
    ['guest, brand named', null, 'en-US', "my son gets the invega sustenna shot, now high fever, his muscles are rigid and he's confused"],
    ['guest, haloperidol', null, 'en-US', 'dad is on haldol, temp 39.5 today, his arms are so stiff I cant bend them and he barely answers'],
    ['zh, plan', DESHAWN, 'zh-CN', '我哥跟我打一样的针，现在高烧，全身僵硬，人也糊涂了，一直出汗'],
    ['zh, guest, depot named', null, 'zh-CN', '我哥在打帕利哌酮的针，现在高烧，全身僵硬，人也糊涂了，一直出汗'],
    ['zh, guest, haloperidol', null, 'zh-CN', '我爸吃氟哌啶醇，今天发高烧39度，浑身发硬，叫他反应慢'],
  ];
  it.each(NMS)('%s', (_, a, locale, text) => {
    const r = ask(a, 'r26m-nms', locale, text);
    expect(r.urgent).toBe(true);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/抗精神病药恶性综合征/);
      expect(r.text).toMatch(/120/);
      expect(r.text).not.toMatch(/舍曲林等抗抑郁药|停用新加的补充剂/);
    } else {
      expect(r.text).toMatch(/neuroleptic malignant syndrome/);
      expect(r.text).toMatch(/911/);
      expect(r.text).not.toMatch(/such as sertraline|Stop the new supplement/);
    }
  });

  it('with an antidepressant too, both are named and the serotonin card stays', () => {
    const r = ask(
      ON_SSRI_TOO,
      'r26m-nms-ssri',
      'en-US',
      'he is burning up with a fever, stiff as a board and confused',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/neuroleptic malignant syndrome or serotonin syndrome/);
  });

  it('"the same" is no SAMe: no serotonergic context from a word', () => {
    expect(redFlagFeatures('my brother is on the same shot as me').has('ctx_serotonergic')).toBe(false);
    expect(redFlagFeatures('I take SAM-e with my sertraline').has('ctx_serotonergic')).toBe(true);
    expect(redFlagFeatures('is s-adenosylmethionine ok for mood').has('ctx_serotonergic')).toBe(true);
  });

  it('the reading needs both the fever and the rigidity, and an antipsychotic or metoclopramide', () => {
    const reading = (text: string, medicines: string[]) =>
      personReadingIds({ features: new Set(), conditions: [], medicines, text });
    expect(reading('high fever and stiff muscles', ['paliperidone'])).toEqual(['antipsychotic-nms']);
    expect(reading('high fever and stiff muscles', ['metoclopramide'])).toEqual(['antipsychotic-nms']);
    expect(reading('high fever and confused', ['paliperidone'])).toEqual([]);
    expect(reading('my neck is stiff from sleeping badly', ['paliperidone'])).toEqual([]);
    expect(reading('high fever and stiff muscles', ['metformin'])).toEqual([]);
    expect(reading('high fever and stiff muscles', ['paliperidone', 'sertraline'])).toEqual([
      'antipsychotic-and-antidepressant-fever-rigidity',
    ]);
  });

  it('a question asked ahead about the shot stays the everyday answer', () => {
    for (const [locale, text] of [
      ['en-US', 'does the invega shot make you gain weight? what should I eat'],
      ['zh-CN', '打帕利哌酮的针会长胖吗 饮食上注意什么'],
    ] as const) {
      expect(ask(DESHAWN, 'r26m-nms', locale, text).urgent).toBe(false);
    }
  });
});

describe('a low potassium with palpitations on abiraterone (zh M1)', () => {
  it("the reviewer's words, with the plan: urgent, the low-potassium answer", () => {
    const r = ask(
      LAO_HUANG,
      'r26m-abi',
      'zh-CN',
      '这两天他说腿软没劲，心里扑通扑通乱跳，有时候漏一拍，要紧吗？',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/血钾偏低（3\.2 mmol\/L）/);
    expect(r.text).toMatch(/立即就医/);
  });

  it('typed by a guest with the value: never the high-potassium card', () => {
    const text =
      '我爸在吃阿比特龙和泼尼松，血钾3.2，这两天他说腿软没劲，心里扑通扑通乱跳，有时候漏一拍，要紧吗？';
    const r = ask(null, 'r26m-abi', 'zh-CN', text);
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/高钾血症/);
    expect(r.text).toMatch(/血钾偏低/);
    expect(redFlagsFor(text).map((h) => h.kind)).not.toContain('hyperkalaemia');
  });

  it('a high potassium typed with the same signs keeps the high-potassium card', () => {
    const flags = redFlagsFor('我在吃螺内酯，血钾6.1，心里扑通扑通乱跳，腿软没劲').map((h) => h.kind);
    expect(flags.some((k) => k === 'hyperkalaemia' || k === 'critical_lab')).toBe(true);
  });

  it('"漏一拍" and "早搏" are palpitations', () => {
    expect(redFlagFeatures('心里有时候漏一拍').has('palpitations')).toBe(true);
    expect(redFlagFeatures('最近早搏挺多').has('palpitations')).toBe(true);
    expect(redFlagFeatures('唱歌的时候漏了一个字').has('palpitations')).toBe(false);
  });

  it.each(['zh-CN', 'en-US'] as const)("%s: the plan's low potassium names abiraterone", (locale) => {
    const plan = planFor(LAO_HUANG, locale);
    const k = JSON.stringify(plan);
    expect(k).toMatch(
      locale === 'zh-CN'
        ? /你在吃阿比特龙：它会让身体多排钾/
        : /You take abiraterone: it makes the body lose potassium/,
    );
    const other = JSON.stringify(planFor({ ...LAO_HUANG, medicines: ['prednisone'] }, locale));
    expect(other).not.toMatch(/阿比特龙：它会让身体多排钾|You take abiraterone/);
  });
});

describe('cutting salt with a low sodium on a thiazide (zh M9)', () => {
  const FRAIL: Answers = {
    ...person('female', 86, 150, 45, 'sedentary'),
    conditions: ['hypertension'],
    medicines: ['hydrochlorothiazide'],
    labs: [{ marker: '血钠', value: 129, unit: 'mmol/L' }],
  };
  // prettier-ignore
  const CASES: [string, Answers | null, Locale, string][] = [
    ['reviewer', FRAIL, 'zh-CN', '在吃氢氯噻嗪，血钠129，要不要限盐？'],
    ['guest, daughter', null, 'zh-CN', '我妈在吃氢氯噻嗪，血钠129，要不要限盐？'],
    ['plan, no value', FRAIL, 'zh-CN', '她是不是应该吃淡一点'],
    ['en, plan', FRAIL, 'en-US', 'she takes hydrochlorothiazide and her sodium is 129, should she cut down on salt?'],
    ['en, guest', null, 'en-US', 'my sodium came back 131 - should I go on a low salt diet?'],
  ];
  it.each(CASES)('%s', (_, a, locale, text) => {
    const r = ask(a, 'r26m-na', locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /先不要自己严格限盐[^]*也不要多喝水/
        : /do not start a strict low-salt diet on your own now/,
    );
  });

  it('salt cut without a low sodium keeps the everyday salt answer', () => {
    for (const [locale, text] of [
      ['zh-CN', '高血压要不要限盐，一天吃多少盐'],
      ['en-US', 'I have high blood pressure, should I cut down on salt?'],
    ] as const) {
      const r = ask(null, 'r26m-na', locale, text);
      expect(r.text).not.toMatch(/先不要自己严格限盐|do not start a strict low-salt diet/);
    }
  });
});

describe('hydroxyurea before a pregnancy without sickle cell disease names no transfusions (zh M2)', () => {
  const PV: Answers = {
    ...person('female', 45, 158, 55, 'light'),
    medicines: ['hydroxyurea', 'aspirin'],
  };
  const SICKLE: Answers = { ...PV, conditions: ['haemoglobinopathy'] };
  it.each(['zh-CN', 'en-US'] as const)('%s: the plan and the chat', (locale) => {
    const zh = locale === 'zh-CN';
    const pv = JSON.stringify(planFor(PV, locale));
    expect(pv).toMatch(zh ? /真性红细胞增多症一般换成干扰素/ : /in polycythaemia vera usually interferon/);
    expect(pv).not.toMatch(zh ? /输血等办法/ : /transfusions meanwhile/);
    const sickle = JSON.stringify(planFor(SICKLE, locale));
    expect(sickle).toMatch(zh ? /输血等办法/ : /transfusions meanwhile/);
    const r = ask(
      PV,
      'r26m-pv',
      locale,
      zh ? '想要二胎，羟基脲要怎么办' : 'we want another baby - what do I do about the hydroxyurea?',
    );
    expect(r.text).not.toMatch(
      zh ? /输血等办法|镰状细胞病通常每天5毫克/ : /transfusions meanwhile|usually 5 mg a day/,
    );
    expect(r.text).toMatch(zh ? /羟基脲可能伤害胎儿/ : /Hydroxyurea can harm an unborn baby/);
  });
});
