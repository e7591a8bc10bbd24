/**
 * The chat with the conditions added after the closing clinician review of 2026-11-25 (Z1, Z2, E1, E2,
 * E4): the reviewers' questions, with the condition in the plan, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { whoToAsk } from './cannot';
import { assistantReply } from './index';
import { CONDITION_TOPIC_RULES } from './intents/condition-topics';
import { storedPlanFor } from './testing';

const rule = (id: keyof typeof CONDITION_TOPIC_RULES, locale: Locale) =>
  CONDITION_TOPIC_RULES[id].text[locale === 'zh-CN' ? 'zh' : 'en'];
const NO_RULE = /没有可靠的规则|no reliable rule/;
const HYPO_ANSWER =
  /不能治疗甲减|日常用加碘盐就够了|do not treat hypothyroidism|iodised salt covers everyday needs/;

function ask(name: string, answers: Answers, text: string, locale: Locale) {
  const plan = storedPlanFor(name, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}

/** Z2 with the new option and no antithyroid drug listed. */
const GRAVES: Answers = { ...person('female', 34, 160, 45, 'light'), conditions: ['hyperthyroid'] };
const HYPO: Answers = { ...person('female', 46, 163, 70, 'light'), conditions: ['hypothyroid'] };
const Z1: Answers = {
  ...person('male', 68, 170, 52, 'sedentary'),
  conditions: ['copd', 'osteoporosis'],
  goals: ['weight_gain'],
  medicines: ['prednisone', 'omeprazole'],
};
const E2: Answers = { ...person('female', 31, 165, 52, 'light'), conditions: ['coeliac', 'anemia'] };
const E4: Answers = {
  ...person('male', 24, 178, 62, 'light'),
  conditions: ['haemoglobinopathy'],
  medicines: ['ibuprofen'],
  supplements: [
    { optionId: 'folic-acid-400', dose: 1000, unit: 'ug' },
    { optionId: 'multivitamin-men', dose: 1, unit: 'tablet' },
  ],
};
const E1: Answers = { ...person('female', 61, 163, 74, 'light'), conditions: ['cancer', 'osteoporosis'] };

describe('hyperthyroid ticked (no antithyroid drug listed): the iodine answers are the hyperthyroid ones (Z2)', () => {
  // prettier-ignore
  const QS: [Locale, string][] = [
    ['zh-CN', '能吃海带紫菜吗、加碘盐要换吗'],
    ['zh-CN', '碘片每天吃多少'],
    ['en-US', 'Can I eat seaweed and kelp, and should I change my iodised salt?'],
    ['en-US', 'should I take an iodine supplement?'],
  ];
  it.each(QS)('%s: "%s" → limit iodine, never the hypothyroid text', (locale, q) => {
    const r = ask('graves-condition', GRAVES, q, locale);
    expect(r.text).not.toMatch(HYPO_ANSWER);
    expect(r.text).toMatch(/限碘|限制碘|limit iodine/);
  });

  it.each([
    ['zh-CN', '甲减可以吃海带片补碘吗'],
    ['en-US', 'should I take kelp or iodine for my hypothyroidism'],
  ] as [Locale, string][])('%s: hypothyroid ticked keeps the hypothyroid rule ("%s")', (locale, q) => {
    const r = ask('hypo-condition', HYPO, q, locale);
    expect(r.text).toMatch(HYPO_ANSWER);
  });
});

describe('stopping a long-term steroid: never suddenly — adrenal crisis, taper with the doctor (Z1 §5)', () => {
  // prettier-ignore
  const QS: [Locale, string][] = [
    ['zh-CN', '想直接停泼尼松'],
    ['zh-CN', '我想把激素停了，可以吗'],
    ['zh-CN', '强的松吃了两年，能不能不吃了'],
    ['en-US', 'Can I just stop my prednisone?'],
    ['en-US', 'I want to quit the steroids cold turkey'],
  ];
  it.each(QS)('%s: "%s"', (locale, q) => {
    for (const r of [
      ask('z1-copd', Z1, q, locale),
      assistantReply({ text: q, locale, plan: null, medicines: [] }),
    ]) {
      expect(r.text).toContain(rule('steroid-stop', locale).slice(0, 20));
      expect(r.text).toMatch(locale === 'zh-CN' ? /肾上腺危象.*逐渐减量/s : /adrenal crisis.*taper/s);
      expect(r.text).not.toMatch(NO_RULE);
    }
  });

  it.each([
    ['zh-CN', '吃泼尼松期间可以停钙片吗'],
    ['en-US', 'can I stop my calcium while on prednisone?'],
  ] as [Locale, string][])('%s: stopping a supplement is not this rule ("%s")', (locale, q) => {
    expect(ask('z1-copd', Z1, q, locale).text).not.toContain(rule('steroid-stop', locale).slice(0, 20));
  });
});

describe('gluten with coeliac disease: strict, lifelong; oats labelled gluten-free; check labels (E2)', () => {
  // prettier-ignore
  const QS: [Locale, string][] = [
    ['en-US', 'Is a little gluten now and then okay?'],
    ['en-US', 'Are oats safe?'],
    ['en-US', 'Do I need to check my vitamins and medicines for gluten?'],
    ['zh-CN', '偶尔吃一点面条可以吗'],
    ['zh-CN', '燕麦能吃吗'],
  ];
  it.each(QS)('%s: "%s"', (locale, q) => {
    const r = ask('e2-coeliac', E2, q, locale);
    expect(r.text).toContain(rule('coeliac-gluten', locale).slice(0, 20));
    expect(r.text).not.toMatch(NO_RULE);
  });

  it('without coeliac disease, "are oats healthy?" is not the coeliac rule', () => {
    const r = ask('no-coeliac', { ...E2, conditions: [] }, 'Are oats healthy?', 'en-US');
    expect(r.text).not.toContain(rule('coeliac-gluten', 'en-US').slice(0, 20));
  });
});

describe('sickle cell disease or thalassaemia: iron only with the haematologist; folic acid kept (E4)', () => {
  it.each([
    ['en-US', 'Should I take iron for my anaemia?', /not caused by a lack of iron.*haematologist/s],
    ['zh-CN', '贫血要不要补铁', /不是缺铁.*血液科/s],
  ] as [Locale, string, RegExp][])('%s: "%s"', (locale, q, expected) => {
    const r = ask('e4-sickle', E4, q, locale);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/keep to what you take now|按现在吃的量继续/);
  });

  it.each([
    ['en-US', 'I take ibuprofen 400 mg every day for pain, is that ok?'],
    ['zh-CN', '我每天都吃布洛芬止痛，可以吗'],
  ] as [Locale, string][])('%s: daily NSAIDs → kidneys, the haematologist ("%s")', (locale, q) => {
    const r = ask('e4-sickle', E4, q, locale);
    expect(r.text).toContain(rule('sickle-nsaids', locale).slice(0, 20));
    expect(r.text).not.toMatch(/no rule that|需要错开或避免的规则/);
  });

  it('how much folic acid: keep the prescribed 1 mg', () => {
    const r = ask('e4-sickle', E4, 'How much folic acid should I take?', 'en-US');
    expect(r.text).toMatch(/1 mg a day\), take it as prescribed/s);
    expect(r.text).not.toMatch(/cut back|adds little/);
  });
});

describe('cancer ticked: a new lump goes to the oncology team within days, without the word "cancer" (E1)', () => {
  it.each([
    ['en-US', 'I found a new lump in my armpit and my back hurts at night'],
    ['zh-CN', '腋下摸到一个新的肿块，晚上腰背疼醒'],
  ] as [Locale, string][])('%s: "%s"', (locale, q) => {
    expect(ask('e1-cancer', E1, q, locale).text).toContain(rule('cancer-new-symptom', locale).slice(0, 20));
  });
});

describe('antioxidant supplements with cancer: not without the oncology team', () => {
  it.each([
    ['en-US', 'Can I take vitamin C and selenium during chemo?', E1],
    ['en-US', 'Is turmeric OK for my joint pain?', E1],
    ['zh-CN', '化疗期间能吃维生素E吗', { ...E1, conditions: [] }],
    ['zh-CN', '可以吃辅酶Q10吗', E1],
  ] as [Locale, string, Answers][])('%s: "%s"', (locale, q, answers) => {
    const r = ask(answers.conditions?.length ? 'e1-cancer' : 'e1-no-condition', answers, q, locale);
    expect(r.text).toContain(rule('cancer-antioxidants', locale).slice(0, 20));
    expect(r.text).not.toMatch(NO_RULE);
  });

  it('without cancer, vitamin C is not this rule', () => {
    const r = ask('e1-no-condition', { ...E1, conditions: [] }, 'Can I take vitamin C?', 'en-US');
    expect(r.text).not.toContain(rule('cancer-antioxidants', 'en-US').slice(0, 20));
  });
});

describe('who to ask follows the new conditions', () => {
  it.each([
    ['hyperthyroid', /endocrinologist/],
    ['coeliac', /gastroenterologist/],
    ['haemoglobinopathy', /haematologist/],
    ['copd', /respiratory/],
    ['cancer', /oncology team/],
    ['mental_illness', /psychiatrist/],
  ] as const)('%s → %s', (condition, who) => {
    const plan = storedPlanFor(`who-${condition}`, { ...E2, conditions: [condition] }, 'en-US');
    expect(whoToAsk('something odd', plan, []).en).toMatch(who);
  });
});
