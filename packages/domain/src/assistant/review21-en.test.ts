/**
 * Twenty-first clinician review, en-US serious findings (docs/clinician-reviews/2026-11-28-twenty-first.md):
 * S1 Tasha, post-surgical hypoparathyroidism on prescribed Caltrate ×4 with calcitriol, calcium 7.6 mg/dL —
 * "should I cut down to 2?" got "cut down the products"; S2/S3 Raymond, CML on Tasigna (nilotinib) — grapefruit
 * answered with amlodipine's rule, palpitations then a blackout named a low blood sugar; S4 Megan, narcolepsy
 * on Xyrem (sodium oxybate) — hard to wake, slow breathing and blue lips after wine got the asthma and choking
 * text and "see a doctor now or call 911". The reviewers' words first, then our own in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { typedMedicineId } from '../engine/unchecked-medicines';
import { assistantReply, type ChatTurn } from './index';
import { storedPlanFor } from './testing';

const TASHA: Answers = {
  gender: 'female',
  age: 44,
  heightCm: 165,
  weightKg: 71,
  activityLevel: 'light',
  conditions: ['thyroid', 'hypothyroid', 'cancer'],
  medicines: ['levothyroxine', 'calcitriol', 'omeprazole'],
  supplements: [
    {
      optionId: 'calcium-carbonate-d3',
      name: 'Caltrate 600+D3',
      dose: 4,
      unit: 'tablet',
      perUnit: { amount: 600, unit: 'mg' },
      form: 'calcium_carbonate',
      basis: 'elemental',
      prescribed: true,
    },
    {
      optionId: 'calcium-carbonate-tums',
      name: 'Tums Regular Strength',
      dose: 2,
      unit: 'tablet',
      perUnit: { amount: 200, unit: 'mg' },
      form: 'calcium_carbonate',
      basis: 'elemental',
    },
  ],
  labs: [
    { marker: 'calcium', value: 7.6, unit: 'mg/dL', labRefLow: 8.6, labRefHigh: 10.2 },
    { marker: 'phosphate', value: 5.1, unit: 'mg/dL', labRefLow: 2.5, labRefHigh: 4.5 },
  ],
};

const RAYMOND: Answers = {
  gender: 'male',
  age: 61,
  heightCm: 178,
  weightKg: 84,
  activityLevel: 'light',
  conditions: ['cancer', 'diabetes', 'hypertension'],
  medicines: ['nilotinib', 'esomeprazole', 'amlodipine', 'metformin'],
  labs: [
    { marker: 'potassium', value: 3.4, unit: 'mmol/L' },
    { marker: 'magnesium', value: 1.5, unit: 'mg/dL' },
  ],
};

const MEGAN: Answers = {
  gender: 'female',
  age: 36,
  heightCm: 168,
  weightKg: 77,
  activityLevel: 'sedentary',
  alcohol: 'moderate',
  conditions: ['hypertension'],
  medicines: ['sodium-oxybate', 'modafinil', 'norgestimate-ethinylestradiol', 'lisinopril'],
};

function ask(answers: Answers | null, locale: Locale, text: string, history: ChatTurn[] = []) {
  const plan = answers ? storedPlanFor(`review21-${answers.age}`, answers, locale) : null;
  return assistantReply({ text, locale, plan, medicines: [...(answers?.medicines ?? [])], history });
}

describe('S4: hard to wake, slow breathing or blue lips on sodium oxybate is 911 alone, never asthma or choking', () => {
  const cases: readonly [Locale, string][] = [
    [
      'en-US',
      'My husband says last night I took my Xyrem after a few glasses of wine and he could barely wake me, my breathing was really slow and shallow and my lips looked blue. He wants to know what to do if it happens again tonight.',
    ],
    ['en-US', 'wife took her xyrem after 3 beers, cant wake her up properly and her lips are kinda grey'],
    ['zh-CN', '老婆喝了两杯红酒又吃了Xyrem，现在怎么叫都叫不醒，呼吸很慢很浅，嘴唇有点发紫'],
    ['zh-CN', '她吃了羟丁酸钠以后一直昏睡叫不醒，呼吸好浅，要不要让她睡一觉就好？'],
  ];
  it.each(cases)('%s "%s"', (locale, text) => {
    for (const answers of [MEGAN, null]) {
      const r = ask(answers, locale, text);
      expect(r.urgent).toBe(true);
      const lead = r.text.split('\n')[0]!;
      if (locale === 'en-US') {
        expect(lead).toMatch(/^\*\*Call 911 now/);
        expect(r.text).toMatch(/sleep it off/);
        expect(r.text).toMatch(/recovery position/);
        expect(r.text).not.toMatch(/inhaler|back blows|asthma/i);
      } else {
        expect(lead).toBe('**请马上拨打120急救电话。**');
        expect(r.text).toMatch(/侧躺/);
        expect(r.text).not.toMatch(/哮喘|海姆立克/);
      }
    }
  });

  it('her husband asking ahead ("if she is hard to wake … call 911 or let her sleep it off?") is told: 911, never sleep it off', () => {
    const ahead =
      "This is her husband. If she's hard to wake and breathing slow after her Xyrem tonight, do I call 911 or let her sleep it off?";
    for (const answers of [MEGAN, null]) {
      const r = ask(answers, 'en-US', ahead);
      expect(r.text).toMatch(/\*\*Call 911 — never let her "sleep it off"\.\*\*/);
      expect(r.text).not.toMatch(/no reliable rule/);
    }
    // Right after she was found so: the emergency again, 911 alone.
    const history: ChatTurn[] = [
      {
        role: 'user',
        content: 'I took my Xyrem after wine last night and he could barely wake me, my lips looked blue',
      },
      { role: 'assistant', content: '…' },
    ];
    const r = ask(MEGAN, 'en-US', ahead, history);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/^\*\*Call 911 now/);
    expect(r.text).not.toMatch(/inhaler|back blows/);
  });

  it('without sodium oxybate the same words keep their general card (the reading needs the medicine)', () => {
    const r = ask(
      null,
      'en-US',
      'my lips looked blue and my breathing was really slow and shallow, what do I do?',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/sodium oxybate/i);
  });
});

describe('S2/S3: nilotinib — grapefruit, food and acid reducers by its label; a blackout with palpitations is 911', () => {
  it('grapefruit with "my cancer pill" is answered with nilotinib, never amlodipine', () => {
    const r = ask(
      RAYMOND,
      'en-US',
      "I drink a big glass of grapefruit juice every morning. My wife says that's bad with my cancer pill, is she right?",
    );
    expect(r.text).toMatch(/nilotinib/i);
    expect(r.text).toMatch(/no grapefruit/i);
    expect(r.text).not.toMatch(/amlodipine on its own needs no grapefruit rule/);
  });

  it.each([
    [
      'en-US',
      "I take Tasigna 300 twice a day for CML. Can I take it with my breakfast and my Centrum so I don't forget?",
      /empty stomach/,
    ],
    ['en-US', 'I take Nexium 40 every morning for heartburn. Is that ok with Tasigna?', /PPIs/],
    ['zh-CN', '达希纳能跟早饭一起吃吗？早上还要喝一杯西柚汁', /空腹/],
  ] as const)('%s "%s"', (locale, text, expected) => {
    expect(ask(RAYMOND, locale, text).text).toMatch(expected);
  });

  const syncope: readonly [Locale, string][] = [
    [
      'en-US',
      'This morning I got really dizzy, my heart was racing and fluttering and I blacked out for a few seconds in the kitchen. I feel ok now. Should I just rest?',
    ],
    ['zh-CN', '今天早上心跳突然很快很乱，然后眼前一黑晕过去几秒，现在好了，躺着休息就行吧？'],
  ];
  it.each(syncope)('%s "%s": 911 alone, the QT risk named, no sugar or juice', (locale, text) => {
    const r = ask(RAYMOND, locale, text);
    expect(r.urgent).toBe(true);
    const lead = r.text.split('\n')[0]!;
    if (locale === 'en-US') {
      expect(lead).toMatch(/^\*\*Call 911 now/);
      expect(r.text).toMatch(/nilotinib/);
      expect(r.text).not.toMatch(/fast sugar|juice/);
    } else {
      expect(lead).toBe('**请马上拨打120急救电话。**');
      expect(r.text).toMatch(/尼洛替尼/);
      expect(r.text).not.toMatch(/果汁|快速升糖/);
    }
  });

  it('on insulin as well, the low sugar is still named beside the heart rhythm', () => {
    const onInsulin: Answers = { ...RAYMOND, medicines: [...RAYMOND.medicines!, 'insulin-glargine'] };
    const r = ask(onInsulin, 'en-US', syncope[0]![1]);
    expect(r.text).toMatch(/nilotinib/);
    expect(r.text).toMatch(/sugar/);
  });
});

describe('S1: a prescribed calcium above the UL in hypoparathyroidism with a low calcium is not to be cut', () => {
  it.each([
    [
      'en-US',
      "My endo has me on 4 Caltrate a day plus Rocaltrol twice a day. Your plan says that's over the upper limit - should I cut down to 2?",
      /No — do not cut "Caltrate 600\+D3"/,
      /Cut down the products/,
    ],
    [
      'zh-CN',
      '内分泌科医生让我每天吃4片钙尔奇加骨化三醇，你们说超过上限了，要不要减到2片？',
      /不要自己减/,
      /请减少含这些营养素的产品/,
    ],
    [
      'zh-CN',
      '医生开的钙尔奇一天4片，加上自己买的钙片，会不会超量？要减吗',
      /不要自己减/,
      /请减少含这些营养素的产品/,
    ],
  ] as const)('%s "%s"', (locale, text, says, never) => {
    const r = ask(TASHA, locale, text);
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(never);
  });

  it('the low calcium is named beside "do not cut" (en)', () => {
    const r = ask(
      TASHA,
      'en-US',
      'Caltrate plus Tums together, is that too much calcium? should I cut back?',
    );
    expect(r.text).toMatch(/Calcium \*\*low\*\*/);
    expect(r.text).not.toMatch(/Cut down the products/);
  });
});

describe('M11: the magnesium asked about is the one answered', () => {
  it('"potassium and magnesium are low, should I take a magnesium supplement and how much?" is about magnesium', () => {
    const r = ask(
      RAYMOND,
      'en-US',
      'My oncologist said my potassium and magnesium are low. Should I take a magnesium supplement and how much?',
    );
    expect(r.text).toMatch(/Magnesium/);
    expect(r.text).not.toMatch(/Potassium supplement/);
  });
});

describe('M14/M15: sodium oxybate and modafinil have their label rules in the chat', () => {
  it('the sodium in a nightly 9 g of Xyrem', () => {
    const r = ask(
      MEGAN,
      'en-US',
      'I take Xyrem at night, 4.5 g twice. My doctor says it has a lot of sodium and my blood pressure is up. How much sodium is in that?',
    );
    expect(r.text).toMatch(/1,640 mg/);
  });
  it('wine on a Xyrem night: none', () => {
    const r = ask(
      MEGAN,
      'en-US',
      'Can I have a glass or two of wine on Friday night and still take my Xyrem?',
    );
    expect(r.text).toMatch(/no alcohol at all/);
  });
  it('how long after dinner before the first Xyrem dose: at least 2 hours', () => {
    const r = ask(
      MEGAN,
      'en-US',
      'How long after dinner do I have to wait before my first Xyrem dose? I usually eat late around 9.',
    );
    expect(r.text).toMatch(/^\*\*Take the first dose .* at least 2 hours after you finish eating/);
  });
  it('a backup method on Provigil with the pill', () => {
    const r = ask(
      MEGAN,
      'en-US',
      "I'm on Provigil in the morning and Sprintec. Do I need a backup birth control?",
    );
    expect(r.text).toMatch(/non-hormonal method/);
  });
});

describe('names kept as typed that the dictionary now knows are planned as that medicine', () => {
  it.each([
    ['Tasigna (nilotinib)', 'nilotinib'],
    ['Xyrem (sodium oxybate)', 'sodium-oxybate'],
    ['Provigil (modafinil)', 'modafinil'],
    ['达希纳', 'nilotinib'],
    ['Tasig', undefined],
    ['Orkambi', undefined],
    ['', undefined],
  ] as const)('"%s" → %s', (typed, id) => {
    expect(typedMedicineId(typed)).toBe(id);
  });

  it('a stored plan with "Tasigna (nilotinib)" typed lists nilotinib, and no longer says it is unchecked', () => {
    const typed: Answers = {
      ...RAYMOND,
      medicines: ['esomeprazole', 'amlodipine', 'metformin'],
      uncheckedMedicines: ['Tasigna (nilotinib)', 'Orkambi'],
    };
    const plan = storedPlanFor('review21-typed', typed, 'en-US');
    expect(plan.profile.medicines).toContain('nilotinib');
    expect(plan.profile.medicinesUnchecked).toEqual(['Orkambi']);
  });
});
