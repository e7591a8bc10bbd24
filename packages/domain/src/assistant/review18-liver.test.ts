/**
 * Eighteenth blind clinician review (2026-11-28), persona E4: Denis, 59, alcohol-related cirrhosis with
 * ascites, six months sober, on spironolactone, furosemide, propranolol, lactulose and rifaximin; milk
 * thistle, zinc, kava, vitamin A 10,000 IU and NoSalt; Na 129, K 5.4. Each finding as a class, both
 * languages, with the plan and said in the chat, and the look-alikes that must not change:
 * S2 a product the condition rules out leads (kava: FDA 2002; NCCIH 2020; AASLD/EASL HE 2014);
 * S3 no preformed vitamin A with liver disease (IOM 2001; NIH ODS 2023; EASL 2019);
 * S4 no weight-loss target with cirrhosis, ≥ 35 kcal/kg dry weight (EASL 2019; ESPEN 2019);
 * M10 protein not cut, told at AA; M11 a low sodium: neither water nor salt (AASLD 2021).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const DENIS: Answers = {
  nickname: 'Denis',
  gender: 'male',
  age: 59,
  heightCm: 178,
  weightKg: 84,
  activityLevel: 'sedentary',
  lifeStage: 'none',
  dietPattern: 'omnivore',
  alcohol: 'none',
  smoking: 'never',
  conditions: ['cirrhosis'],
  medicines: ['spironolactone', 'furosemide', 'propranolol', 'lactulose', 'rifaximin'],
  supplements: [
    { optionId: 'milk-thistle', name: 'milk thistle', dose: 1, unit: 'capsule' },
    { optionId: 'zinc-50', name: 'zinc', dose: 50, unit: 'mg' },
    { optionId: 'kava', name: 'kava', dose: 1, unit: 'capsule' },
    { optionId: 'vitamin-a-10000iu', name: 'vitamin A 10000 IU', dose: 1, unit: 'capsule' },
    { name: 'NoSalt', dose: 1, unit: 'g' },
  ],
  labs: [
    { marker: 'sodium', value: 129, unit: 'mmol/L' },
    { marker: 'potassium', value: 5.4, unit: 'mmol/L' },
    { marker: 'albumin', value: 2.9, unit: 'g/dL' },
    { marker: 'bilirubin', value: 3.1, unit: 'mg/dL' },
    { marker: 'platelets', value: 78, unit: '10^9/L' },
    { marker: 'creatinine', value: 1.4, unit: 'mg/dL' },
  ],
} as Answers;

/** The look-alike: overweight, wants to lose weight, no liver disease, takes kava and vitamin A. */
const MARK: Answers = {
  nickname: 'Mark',
  gender: 'male',
  age: 52,
  heightCm: 178,
  weightKg: 95,
  activityLevel: 'light',
  lifeStage: 'none',
  dietPattern: 'omnivore',
  alcohol: 'light',
  smoking: 'never',
  goals: ['weight_loss'],
  conditions: ['hypertension'],
  medicines: ['amlodipine'],
  supplements: [
    { optionId: 'kava', name: 'kava', dose: 1, unit: 'capsule' },
    { optionId: 'vitamin-a-10000iu', name: 'vitamin A 10000 IU', dose: 1, unit: 'capsule' },
  ],
} as Answers;

const PEOPLE = { DENIS, MARK } as const;

function ask(who: keyof typeof PEOPLE | null, text: string, locale: Locale, previous?: string) {
  const history = previous
    ? [
        { role: 'user' as const, content: previous },
        { role: 'assistant' as const, content: '…' },
      ]
    : [];
  if (who === null) return assistantReply({ text, locale, plan: null, medicines: [], history });
  const answers = PEOPLE[who];
  const plan = storedPlanFor(`review18 ${who}`, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])], history });
}

const NO_KNOWN = /no known interaction|已知相互作用/;

describe('S2: a product the condition rules out leads the answer, never "no known interaction" alone', () => {
  const KAVA_CIRRHOSIS = {
    'zh-CN': /^\*\*肝硬化不要服用卡瓦胡椒.*需要肝移植.*肝性脑病.*告诉肝病医生/s,
    'en-US':
      /^\*\*No Kava.* with cirrhosis\.\*\*.*needing a transplant.*hepatic encephalopathy.*tell your liver team/s,
  } as const;
  it.each([
    ['en-US', "Can I take the kava for sleep? I can't sleep at all at night."],
    ['en-US', 'Is kava safe for my liver? I have cirrhosis.'],
    ['en-US', 'is kava kava ok with my water pills'],
    ['zh-CN', '卡瓦胡椒能帮助睡眠吗？我晚上老是睡不着'],
    ['zh-CN', '我肝硬化，卡瓦还能吃吗'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const text = ask('DENIS', q, locale).text;
    expect(text).toMatch(KAVA_CIRRHOSIS[locale]);
    expect(text).not.toMatch(NO_KNOWN);
  });

  it.each([
    ['en-US', 'I have cirrhosis with ascites. Is kava ok for sleep?', KAVA_CIRRHOSIS['en-US']],
    ['zh-CN', '我有腹水，能用卡瓦助眠吗', KAVA_CIRRHOSIS['zh-CN']],
    ['zh-CN', '我是酒精肝，卡瓦胡椒能吃吗', /^\*\*有肝病不要服用卡瓦胡椒/],
    [
      'en-US',
      'I have hepatitis C — can I take black cohosh for hot flashes?',
      /^\*\*No Black cohosh.* with liver disease\.\*\*/,
    ],
    ['zh-CN', '我有肝病，黑升麻能吃吗', /^\*\*有肝病不要服用黑升麻/],
  ] as const)('%s as a guest: "%s"', (locale, q, lead) => {
    expect(ask(null, q, locale).text).toMatch(lead);
  });

  it('said in the message before counts ("I have cirrhosis" … "what about kava?")', () => {
    const text = ask(
      null,
      'what about kava for sleep?',
      'en-US',
      'I have cirrhosis, what can I take for sleep?',
    ).text;
    expect(text).toMatch(KAVA_CIRRHOSIS['en-US']);
  });

  it.each([
    ['en-US', 'Is kava safe for my liver?'],
    ['zh-CN', '卡瓦胡椒伤肝吗'],
  ] as const)('look-alike without liver disease (%s "%s"): no condition lead', (locale, q) => {
    for (const who of ['MARK', null] as const) {
      const text = ask(who, q, locale).text;
      expect(text).not.toMatch(/^\*\*(No Kava|肝硬化不要服用|有肝病不要服用)/);
    }
  });
});

describe('S3: preformed vitamin A with liver disease — the UL does not protect them', () => {
  const RETINOL = {
    'zh-CN':
      /^\*\*有肝病（肝硬化、肝炎、酒精性肝病）或长期大量饮酒时，不要自己吃维生素A.*上限（UL）保护不了你.*β-胡萝卜素/s,
    'en-US':
      /^\*\*With liver disease \(cirrhosis, hepatitis, alcohol-related liver disease\) or heavy drinking, take no preformed vitamin A supplement.*does not protect you.*beta-carotene from food/s,
  } as const;
  it.each([
    ['en-US', 'Is the vitamin A 10000 IU ok? I take it for my eyes.'],
    ['en-US', 'how much vitamin A can I take'],
    ['zh-CN', '维生素A 10000 IU 可以吃吗？我是为了眼睛'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const text = ask('DENIS', q, locale).text;
    expect(text).toMatch(RETINOL[locale]);
    expect(text).not.toMatch(/at most 2\d{3} µg|take less|最多.*2\d{3}/);
    expect(text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });

  it.each([
    ['en-US', 'I have hepatitis B. Is vitamin A 10,000 IU ok for my eyes?'],
    ['zh-CN', '我是酒精肝，每天吃维生素A可以吗'],
    ['zh-CN', '我有肝硬化，鱼肝油能吃吗'],
  ] as const)('%s as a guest: "%s"', (locale, q) => {
    expect(ask(null, q, locale).text).toMatch(RETINOL[locale]);
  });

  it.each([
    ['en-US', 'Is the vitamin A 10000 IU ok? I take it for my eyes.'],
    ['zh-CN', '维生素A 10000 IU 可以吃吗？我是为了眼睛'],
  ] as const)('look-alike without liver disease (%s "%s"): the UL answer, no liver rule', (locale, q) => {
    const text = ask('MARK', q, locale).text;
    expect(text).not.toMatch(RETINOL[locale]);
    expect(text).toMatch(/3000 µg/);
  });
});

describe('S4 and M9: no weight-loss target with cirrhosis, at least 35 kcal/kg of dry weight', () => {
  it.each([
    [
      'en-US',
      "How many calories should I be eating? I'm losing muscle in my arms and legs but my belly is big.",
    ],
    ['en-US', 'how many calories do i need a day'],
    ['zh-CN', '我应该吃多少热量？胳膊腿越来越细，肚子却很大'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const text = ask('DENIS', q, locale).text;
    expect(text).toMatch(
      locale === 'zh-CN'
        ? /^\*\*肝硬化不要减重、不要少吃.*35 千卡\/千克.*2500–2950 千卡.*睡前一定加一顿含主食的小餐.*101–126 克/s
        : /^\*\*With cirrhosis there is no weight-loss target.*35 kcal per kg.*2,500–2,950 kcal.*late-evening snack with starch.*101–126 g/s,
    );
    expect(text).not.toMatch(/weight-loss target is about|减重时每天吃约|如果要减重/);
  });

  it('the plan: no energy target and its liver finding says the energy', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor('review18 DENIS goal', { ...DENIS, goals: ['weight_loss'] }, locale);
      expect(plan.profile.energyTargetKcal).toBeUndefined();
      const f = plan.findings.find((x) => x.id === 'liver-disease')!;
      expect(f.text).toMatch(
        locale === 'zh-CN' ? /不给减重热量目标.*35 千卡\/千克/s : /no weight-loss target.*35 kcal per kg/s,
      );
    }
  });

  it.each([
    ['en-US', 'how many calories should I eat to lose weight?', /Your plan's weight-loss target is about/],
    ['zh-CN', '减肥每天吃多少热量？', /按你的方案，减重时每天吃约/],
  ] as const)(
    'look-alike with a weight-loss goal and no liver disease (%s): the plan target',
    (locale, q, want) => {
      const text = ask('MARK', q, locale).text;
      expect(text).toMatch(want);
      expect(text).not.toMatch(/cirrhosis|肝硬化/);
    },
  );
});

describe('M10: protein told at AA is a protein question', () => {
  it.each([
    [
      'en-US',
      'A guy at my AA meeting told me to cut right back on protein to protect my liver, like drinking did. Your plan says about 100 grams. Which is right?',
    ],
    [
      'en-US',
      'A guy at AA told me to cut right back on protein. Your plan says about 100 grams. Which is right?',
    ],
    ['zh-CN', '戒酒互助会的人说喝酒伤了肝，现在要少吃蛋白质，你的方案说100克，听谁的？'],
  ] as const)('%s: "%s"', (locale, q) => {
    const text = ask('DENIS', q, locale).text;
    expect(text).toMatch(
      locale === 'zh-CN'
        ? /^\*\*肝硬化不要为了“防肝昏迷”少吃蛋白质/
        : /^\*\*With cirrhosis, do not cut protein/,
    );
    expect(text).not.toMatch(/kombucha|康普茶|disulfiram|双硫仑/i);
  });

  it('look-alike: an alcohol question in recovery keeps the recovery answer', () => {
    const text = ask(null, "I'm 6 months sober, is non-alcoholic beer ok?", 'en-US').text;
    expect(text).toMatch(/In recovery from alcohol dependence the safe amount is none/);
  });
});

describe('M11: a low sodium with cirrhosis — neither water nor salt, the liver team in a day or two', () => {
  it.each([
    ['en-US', 'Sodium 129 — drink more water or eat more salt?'],
    ['en-US', 'my sodium is low, should i drink more water?'],
    ['zh-CN', '血钠129，要多喝水还是多吃盐？'],
    ['zh-CN', '钠低了是不是要多吃点盐'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    expect(ask('DENIS', q, locale).text).toMatch(
      locale === 'zh-CN'
        ? /^\*\*肝硬化时血钠低，不是靠多吃盐或多喝水能纠正的.*一两天内联系肝病门诊/s
        : /^\*\*With cirrhosis, a low sodium is not fixed by more salt or more water.*within the next day or two/s,
    );
  });

  it.each([
    ['en-US', 'I have cirrhosis and my sodium was 128. More salt?'],
    ['zh-CN', '肝硬化腹水，血钠128，要多吃盐吗'],
  ] as const)('%s as a guest: "%s"', (locale, q) => {
    expect(ask(null, q, locale).text).toMatch(/不是靠多吃盐或多喝水|not fixed by more salt or more water/);
  });

  it.each([
    ['en-US', 'I have cirrhosis, how much salt can I have?'],
    ['zh-CN', '肝硬化一天能吃多少盐'],
  ] as const)('look-alike: salt with cirrhosis and no low sodium keeps the 2 g rule (%s)', (locale, q) => {
    const text = ask(null, q, locale).text;
    expect(text).toMatch(/钠每天约 2 克|sodium is about 2 g a day/);
    expect(text).not.toMatch(/不是靠多吃盐或多喝水|not fixed by more salt or more water/);
  });
});
