/**
 * Clinician review 2026-11-25 closing, persona Z2 (Graves' disease on methimazole, neutrophils 1.2,
 * planning a pregnancy): seaweed and iodised salt get the hyperthyroid rule (limit iodine), never the
 * hypothyroid "iodine cannot treat hypothyroidism… iodised salt is enough"; trying to conceive on
 * methimazole gets the embryopathy row; "吃什么升白细胞" on an antithyroid drug gets "not food — tell
 * the prescriber; fever or sore throat → stop it and get a blood count today", never a folate food list.
 * The reviewer's questions first, then other wordings, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { CONDITION_TOPIC_RULES } from './intents/condition-topics';
import { TERATOGENS } from '../knowledge/teratogens';
import { person } from '../testing';
import { redFlagsFor } from '../safety';
import { ruleFlagsFor } from '../safety/detect';

const Z2: Answers = {
  ...person('female', 34, 160, 45, 'light'),
  conditions: ['thyroid'],
  medicines: ['methimazole', 'propranolol'],
};
const HYPO: Answers = {
  ...person('female', 46, 163, 70, 'light'),
  conditions: ['thyroid'],
  medicines: ['levothyroxine'],
};

const rule = (id: keyof typeof CONDITION_TOPIC_RULES, locale: Locale) =>
  CONDITION_TOPIC_RULES[id].text[locale === 'zh-CN' ? 'zh' : 'en'];
const HYPO_ANSWER =
  /不能治疗甲减|日常用加碘盐就够了|do not treat hypothyroidism|iodised salt covers everyday needs/;

function ask(name: string, answers: Answers, text: string, locale: Locale) {
  const plan = storedPlanFor(name, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}
function askNoPlan(text: string, locale: Locale) {
  return assistantReply({ text, locale, plan: null, medicines: [] });
}

describe('seaweed, kelp and iodised salt with an overactive thyroid: limit iodine (China 2022; ATA 2016)', () => {
  // prettier-ignore
  const WITH_PLAN: [Locale, string][] = [
    ['zh-CN', '能吃海带紫菜吗、加碘盐要换吗'],
    ['zh-CN', '复合维生素+海带碘片影响甲巯咪唑吗'],
    ['zh-CN', '我甲亢，平时做菜用的是加碘盐，需要换成无碘盐吗？'],
    ['zh-CN', '紫菜蛋花汤还能喝吗'],
    ['en-US', 'Can I eat seaweed and kelp, and should I change my iodised salt?'],
    ['en-US', 'is sushi nori ok with my graves disease?'],
    ['en-US', 'should I take an iodine supplement?'],
  ];
  it.each(WITH_PLAN)('%s: "%s" on methimazole → limit iodine, not the hypothyroid answer', (locale, q) => {
    const r = ask('z2-graves', Z2, q, locale);
    expect(r.text).not.toMatch(HYPO_ANSWER);
    expect(r.text).toMatch(/限碘|限制碘|limit iodine/);
  });

  // prettier-ignore
  const NO_PLAN: [Locale, string][] = [
    ['zh-CN', '我有甲亢，在吃甲巯咪唑，能吃海带吗'],
    ['zh-CN', '格雷夫斯病要吃无碘盐吗'],
    ['zh-CN', '吃赛治期间紫菜能吃吗'],
    ['zh-CN', '丙硫氧嘧啶吃着，海苔可以当零食吗'],
    ['en-US', "I have Graves' disease, is seaweed OK?"],
    ['en-US', 'hyperthyroid here - do I need non-iodised salt?'],
    ['en-US', 'on carbimazole, can I have kelp?'],
  ];
  it.each(NO_PLAN)('%s: "%s" without a plan → the hyperthyroid rule', (locale, q) => {
    const r = askNoPlan(q, locale);
    expect(r.text).toContain(rule('hyperthyroid-iodine', locale));
    expect(r.text).not.toMatch(HYPO_ANSWER);
  });

  it.each([
    ['zh-CN', '能吃海带紫菜吗、加碘盐要换吗'],
    ['en-US', 'Can I eat seaweed and kelp?'],
  ] as [Locale, string][])('%s: "%s" on levothyroxine still gets the hypothyroid rule', (locale, q) => {
    const r = ask('e3-hypo', HYPO, q, locale);
    expect(r.text).not.toContain(rule('hyperthyroid-iodine', locale));
  });
});

describe('trying to conceive on methimazole: the embryopathy row (ATA 2017), never "照常吃"', () => {
  const row = TERATOGENS.find((r) => r.id === 'methimazole')!;
  // prettier-ignore
  const Q: [Locale, string][] = [
    ['zh-CN', '明年备孕，吃甲巯咪唑能怀孕吗、要补叶酸吗'],
    ['zh-CN', '吃着赛治可以要宝宝吗'],
    ['zh-CN', '我在吃甲巯咪唑，想明年怀孕，需要注意什么'],
    ['en-US', 'I want to get pregnant next year, can I stay on methimazole? do I need folic acid?'],
    ['en-US', 'we are trying for a baby, I take methimazole for Graves'],
  ];
  it.each(Q)('%s: "%s" → the methimazole row and "see the prescriber"', (locale, q) => {
    const r = ask('z2-graves', Z2, q, locale);
    expect(r.text).toContain(row.text[locale === 'zh-CN' ? 'zh' : 'en']);
    expect(r.text).toMatch(/丙硫氧嘧啶|propylthiouracil/);
    expect(r.text).not.toMatch(/照常吃|keep to what you take now/);
  });
  it('carbimazole named in the question gets it too', () => {
    const r = askNoPlan('I take carbimazole and want to get pregnant', 'en-US');
    expect(r.text).toContain(row.text.en);
  });
});

describe('low white cells on an antithyroid drug: not food — tell the prescriber (methimazole label §5.1)', () => {
  // prettier-ignore
  const Q: [Locale, string][] = [
    ['zh-CN', '白细胞3.2、中性粒1.2吃什么升'],
    ['zh-CN', '白细胞低怎么补'],
    ['zh-CN', '中性粒细胞偏低，吃什么食物能升上来'],
    ['en-US', 'How do I raise my white cells?'],
    ['en-US', 'my neutrophils are 1.2, what foods boost them?'],
  ];
  it.each(Q)('%s: "%s" on methimazole → the prescriber, and fever or sore throat is urgent', (locale, q) => {
    const r = ask('z2-graves', Z2, q, locale);
    expect(r.text).toContain(rule('antithyroid-low-wbc', locale));
    expect(r.text).not.toMatch(/富含叶酸的常见食物|牛肝|foods rich in folate/i);
  });
  it.each([
    ['zh-CN', '吃甲巯咪唑白细胞低，吃什么能升'],
    ['en-US', 'on propylthiouracil and my white count is low, what should I eat?'],
  ] as [Locale, string][])('%s: "%s" without a plan → the same rule', (locale, q) => {
    expect(askNoPlan(q, locale).text).toContain(rule('antithyroid-low-wbc', locale));
  });
});

describe('the rule texts', () => {
  it('Chinese texts hold no English sentences', () => {
    for (const id of ['hyperthyroid-iodine', 'antithyroid-low-wbc'] as const)
      expect(CONDITION_TOPIC_RULES[id].text.zh, id).not.toMatch(/[A-Za-z]{3,}/);
    expect(TERATOGENS.find((r) => r.id === 'methimazole')!.text.zh).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('a fever or a sore throat on an antithyroid drug: urgent (agranulocytosis; Tapazole US PI §5.1)', () => {
  // prettier-ignore
  const URGENT: [Locale, string, readonly string[]][] = [
    ['zh-CN', '喉咙痛发烧39度还吃甲巯咪唑吗', []],
    ['zh-CN', '吃赛治的，嗓子疼了两天了', []],
    ['zh-CN', '今天有点发烧', ['methimazole']],
    ['en-US', 'sore throat since yesterday, I take carbimazole', []],
    ['en-US', 'I have a fever of 38.6', ['propylthiouracil']],
  ];
  it.each(URGENT)('%s: "%s" → the immunosuppressed-fever card', (locale, q, medicines) => {
    const kinds = ruleFlagsFor(q, { medicines }).map((h) => h.kind);
    expect(kinds).toContain('immunosuppressed_fever');
    expect(redFlagsFor(q, { medicines }).map((h) => h.kind)).toContain('immunosuppressed_fever');
    const r = assistantReply({ text: q, locale, plan: null, medicines: [...medicines] });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/甲巯咪唑|methimazole/);
  });
  it.each([
    ['zh-CN', '吃甲巯咪唑要多久查一次血常规'],
    ['en-US', 'how often should I get blood tests on methimazole?'],
  ] as [Locale, string][])('%s: "%s" stays non-urgent', (locale, q) => {
    expect(redFlagsFor(q, { medicines: ['methimazole'] })).toEqual([]);
  });
});
