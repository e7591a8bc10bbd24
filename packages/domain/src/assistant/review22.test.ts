/**
 * Twenty-second clinician review (docs/clinician-reviews/2026-11-29-twenty-second.md), serious findings:
 * en S1 alendronate crushed for a woman who cannot swallow; en S2 raw oysters with fever and a blistering
 * leg called a drug rash; en S3 and zh M1 "pregnant — should I stop it right away?" got the general card
 * with no "do not stop it"; zh S1 低钠盐 with CKD G4 and a high potassium answered about sodium bicarbonate;
 * zh S2 green tea extract and vitamin C beside bortezomib. The reviewers' words first, then our own.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { askPersona, storedPlanFor } from './testing';

const guest = (text: string, locale: 'zh-CN' | 'en-US' = 'en-US') =>
  assistantReply({ text, locale, plan: null, medicines: [] });

describe('en S1: alendronate is never crushed; apixaban may be', () => {
  it.each([
    'Mom has a hard time swallowing pills now. Can I crush her Fosamax and her Eliquis and mix them in applesauce?',
    "Can I crush my mom's Fosamax tablet and put it in pudding?",
    'can i grind up the alendronate, she chokes on big pills',
  ])(
    '%s',
    (text) => {
      const r = askPersona('dysphagia at 82, weight loss asked', 'en-US', text);
      expect(r.text).toMatch(/must never be crushed, chewed or sucked/);
      expect(r.text).not.toMatch(/confirm it is a plain tablet[^.]*Alendronate/);
    },
    30000,
  );
  it('zh: 福善美 碾碎', () => {
    const r = askPersona(
      'dysphagia at 82, weight loss asked',
      'zh-CN',
      '我妈吞药困难，福善美能碾碎拌在粥里吗？',
    );
    expect(r.text).toMatch(/绝对不能碾碎/);
  });
  it('Eliquis alone: the label allows it', () => {
    const r = askPersona(
      'dysphagia at 82, weight loss asked',
      'en-US',
      'can I crush her Eliquis into applesauce?',
    );
    expect(r.text).toMatch(/Apixaban \(Eliquis\) may be crushed/);
  });
});

describe('en S2: fever or a blistering leg after raw oysters is Vibrio until shown otherwise', () => {
  it.each([
    [
      'en-US',
      'I ate raw oysters 2 days ago and now I have a fever, chills and a big red painful blister on my leg',
    ],
    ['en-US', "Two days after eating raw oysters I've got a fever and my leg is swollen, red and blistering"],
    ['zh-CN', '吃了生蚝第二天开始发烧，小腿红肿起了血泡，疼得厉害'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = guest(text, locale);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(locale === 'en-US' ? /Vibrio vulnificus/ : /创伤弧菌/);
    expect(r.text).not.toMatch(/Stevens–Johnson|do not take another dose|史蒂文斯/i);
    expect(r.cards[0]).toMatchObject({ type: 'urgent', kind: 'urgent_general' });
  });
  it('a rash with blisters after a new medicine keeps its own card', () => {
    const r = guest(
      'started allopurinol 3 weeks ago, now a spreading rash with blisters and sores in my mouth',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/Vibrio/);
  });
});

describe('en S3, zh M1: pregnant and asking whether to stop a medicine is not the emergency card', () => {
  it.each([
    [
      'valproate, 28',
      'en-US',
      "I just found out I'm 7 weeks pregnant and I'm on Depakote for my seizures. Should I just stop taking it right away?",
      /do not stop it yourself/,
    ],
    ['valproate, 28', 'zh-CN', '刚发现怀孕7周，一直在吃丙戊酸钠，是不是应该马上停药？', /不要自己停/],
  ] as const)('%s %s', (persona, locale, text, says) => {
    const r = askPersona(persona, locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(says);
  });
  it('with bleeding or pain told it stays urgent', () => {
    expect(guest("I'm 7 weeks pregnant, bleeding and cramping, should I stop my aspirin?").urgent).toBe(true);
  });
});

describe('zh S1: a salt substitute with kidney disease and a high potassium is "do not use it"', () => {
  it.each(['我妈买了低钠盐说对血压好，我爸能用吗？', '低钠盐到底能不能用？我妈已经买了一大包'])(
    '%s',
    (text) => {
      const r = askPersona('CKD G4 anaemia without iron studies, irbesartan, potassium 5.8', 'zh-CN', text);
      expect(r.text).toMatch(/请不要用低钠盐/);
    },
  );
});

describe('zh S2: green tea extract and vitamin C beside bortezomib', () => {
  const z4: Answers = {
    gender: 'male',
    age: 66,
    heightCm: 170,
    weightKg: 65,
    activityLevel: 'light',
    conditions: ['cancer'],
    medicines: ['bortezomib', 'lenalidomide', 'dexamethasone'],
  };
  it.each([
    [
      'zh-CN',
      '我在化疗，用万珂、来那度胺和地塞米松，女儿给我买了绿茶提取物和维生素C，说能抗癌，能吃吗？',
      /硼酸基团/,
    ],
    ['en-US', "I'm on Velcade for myeloma, can I take green tea extract and vitamin C 1000?", /boronic acid/],
  ] as const)('%s', (locale, text, says) => {
    const plan = storedPlanFor('review22-z4', z4, locale);
    const r = assistantReply({ text, locale, plan, medicines: [...z4.medicines!] });
    expect(r.text).toMatch(says);
  });
});
