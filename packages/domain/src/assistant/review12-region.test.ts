/**
 * Twelfth clinician review: en P1 #1 (Tariq, Bradford: "I'm in Bradford in England … who do I ring?" →
 * "call 911") and en P3 #1 (Margaret, Adelaide: "I live in Adelaide, South Australia. My lips are blue
 * again…" → "call 911"); en P3 #12 (the emergency text); zh P4 #6 ("刚才吃了一把安眠药，不想活了": the
 * crisis line before 120 though the pills were already swallowed). The eleventh review found the same
 * for its UK and Australian personas.
 *
 * The urgent card and every number in the answer follow the person's country: said in the chat, set in
 * their settings, their language tag's region, then the locale's default (safety/regions.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { REGION_CODES, REGION_NUMBERS, type RegionCode } from '../safety/regions';
import { assistantReply, type AssistantReply } from './reply';
import { CHAT_PERSONA, storedPlanFor } from './testing';

const plan = (locale: Locale) => storedPlanFor('Lin', CHAT_PERSONA, locale);

function ask(
  text: string,
  locale: Locale,
  options: { withPlan?: boolean; region?: string; languageTag?: string; previous?: string } = {},
): AssistantReply {
  return assistantReply({
    text,
    locale,
    plan: options.withPlan ? plan(locale) : null,
    medicines: options.withPlan ? [...(CHAT_PERSONA.medicines ?? [])] : [],
    history: options.previous
      ? [
          { role: 'user', content: options.previous },
          { role: 'assistant', content: '…' },
        ]
      : [],
    ...(options.region ? { region: options.region } : {}),
    ...(options.languageTag ? { languageTag: options.languageTag } : {}),
  });
}

const cardNumbers = (r: AssistantReply) =>
  r.cards.flatMap((c) => (c.type === 'urgent' ? c.calls.map((k) => k.number) : []));

describe('a country said in the message: its emergency number (en P1 #1, en P3 #1)', () => {
  it.each([
    [
      "I'm in Bradford in England. My brother is diabetic too and he's gone very drowsy and confused and we can't wake him properly, who do I ring?",
      '999',
    ],
    ["we're in leeds uk, my dad has crushing chest pain and he's sweating", '999'],
    ['im in englnd (london) and my wife face has dropped on one side and she cant talk', '999'],
    ['我在英国，我爸爸胸口压着痛，出冷汗', '999'],
    [
      'I live in Adelaide, South Australia. My lips are blue again and I can hardly talk, what number do I call?',
      '000',
    ],
    ['here in sydney, my mum is choking and cant breathe', '000'],
    ['在澳洲，妈妈嘴唇发紫喘不上气', '000'],
    ['in Ireland, my dad collapsed and is not breathing properly', '112'],
    ['in India, my father has severe chest pain', '112'],
    ['Toronto here, my son is having a seizure that will not stop', '911'],
    ['我在香港，爸爸胸口痛得厉害，出冷汗', '999'],
    ['我住在台湾，妈妈突然说话不清楚，一边手没力', '119'],
  ] as const)('"%s" → %s', (text, number: string) => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const withPlan of [true, false]) {
        const r = ask(text, locale, { withPlan });
        expect(r.urgent).toBe(true);
        expect(cardNumbers(r)[0]).toBe(number);
        expect(r.text).toContain(number);
        if (number !== '911') expect(r.text).not.toMatch(/\b911\b/);
        if (number !== '120') expect(r.text).not.toMatch(/拨打120|call 120\b/);
      }
    }
  });

  it('said earlier in the conversation counts for the emergency after it', () => {
    const r = ask('her lips are blue and she can hardly talk', 'en-US', {
      withPlan: true,
      previous: 'I live in Adelaide with my mum, she has COPD',
    });
    expect(cardNumbers(r)).toEqual(['000']);
    expect(r.text).not.toMatch(/\b911\b/);
  });
});

describe('a country set, or from the language tag', () => {
  it.each([
    ['GB', undefined, '999'],
    ['AU', undefined, '000'],
    [undefined, 'en-AU', '000'],
    [undefined, 'en-GB', '999'],
    [undefined, 'en-NZ', '111'],
    [undefined, 'zh-HK', '999'],
    [undefined, 'zh-TW', '119'],
    ['IE', 'en-AU', '112'],
  ] as const)('set %s, tag %s → %s', (region, languageTag, number) => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const withPlan of [true, false]) {
        const r = ask(
          locale === 'en-US' ? 'my husband has crushing chest pain' : '老公胸口压榨样痛，出冷汗',
          locale,
          {
            withPlan,
            ...(region ? { region } : {}),
            ...(languageTag ? { languageTag } : {}),
          },
        );
        expect(cardNumbers(r)[0]).toBe(number);
        expect(r.text).toContain(number);
      }
    }
  });

  it('a country said outranks the one set', () => {
    const r = ask("I'm visiting Sydney and my chest is crushing", 'en-US', { region: 'GB' });
    expect(cardNumbers(r)).toEqual(['000']);
  });
});

describe('the defaults', () => {
  it('zh-CN stays 120 (and 12356) everywhere it is today', () => {
    const r = ask('老公胸口压榨样痛，出冷汗', 'zh-CN', { withPlan: true });
    expect(cardNumbers(r)).toEqual(['120']);
    // A heart attack: the number alone, call now (fourteenth clinician review, en P1 #2).
    expect(r.text.startsWith('**请马上拨打120急救电话。**')).toBe(true);
    const c = ask('我不想活了', 'zh-CN');
    expect(cardNumbers(c)).toEqual(['12356', '120']);
  });
  it('English with no country known: 911 and the local numbers', () => {
    const r = ask('my husband has crushing chest pain', 'en-US');
    expect(cardNumbers(r)).toEqual(['911']);
    expect(r.text).toContain(
      'or your local emergency number (999 in the UK, 000 in Australia, 112 in Europe and India)',
    );
  });
});

describe('an overdose already swallowed: the emergency number first (zh P4 #6)', () => {
  it.each([
    ['zh-CN', '刚才吃了一把安眠药，不想活了', '120', '12356'],
    ['zh-CN', '我刚把一整瓶药都吞了，不想活了', '120', '12356'],
    ['en-US', 'I just swallowed a whole bottle of my sleeping pills, I want to die', '911', '988'],
    ['en-US', "I'm in Adelaide. I took all my pills an hour ago, i dont want to live", '000', '13 11 14'],
  ] as const)('%s "%s"', (locale, text, first, second) => {
    const r = ask(text, locale);
    expect(r.urgent).toBe(true);
    // The card dials digits only (a tel: link); the text says the number as it is written.
    expect(cardNumbers(r)).toEqual([first, second.replace(/\s+/g, '')]);
    expect(r.text.indexOf(first)).toBeLessThan(r.text.indexOf(second));
  });
  it('thoughts alone keep the crisis line first', () => {
    expect(cardNumbers(ask('我不想活了', 'zh-CN'))).toEqual(['12356', '120']);
    expect(cardNumbers(ask('I want to kill myself', 'en-US', { region: 'GB' }))).toEqual(['116123', '999']);
  });
});

/** Messages that raise an urgent card of many kinds, several with a number inside their own text. */
const URGENT_MESSAGES: readonly [Locale, string][] = [
  ['en-US', 'my husband has crushing chest pain and is sweating'],
  ['en-US', 'her face is drooping on one side and her speech is slurred'],
  ['en-US', 'my throat is swelling up after eating peanuts and I cannot breathe'],
  ['en-US', 'I want to kill myself'],
  ['en-US', 'I just swallowed a whole bottle of my sleeping pills, I want to die'],
  ['en-US', 'my toddler swallowed a button battery'],
  ['en-US', "he's on oxycodone and we can't wake him, his breathing is really slow"],
  ['en-US', 'I have Addisons and I keep vomiting my hydrocortisone tablets'],
  ['en-US', 'I am vomiting blood'],
  ['en-US', 'my lips are blue and I can hardly talk'],
  ['zh-CN', '老公胸口压榨样痛，出冷汗'],
  ['zh-CN', '我不想活了'],
  ['zh-CN', '刚才吃了一把安眠药，不想活了'],
  ['zh-CN', '孩子误吞了纽扣电池'],
  ['zh-CN', '吐血了，还有黑色柏油样大便'],
  ['zh-CN', '嘴唇发紫，喘不上气，说不了整句话'],
];

/** Every emergency number of every region (the one the region uses is allowed, the others are not). */
const ALL_EMERGENCY = ['120', '911', '999', '000', '111', '112', '119'];
const allowed = (r: RegionCode) => {
  const n = REGION_NUMBERS[r];
  return new Set([n.emergency, ...n.emergencySaid.split(' or '), ...(r === 'GB' ? ['111'] : [])]);
};
/** Numbers an answer tells the person to call ("call 999", "拨打120", "打 120"). */
const called = (text: string) =>
  [...text.matchAll(/(?:call|dial|ring|拨打|打|or)\s?(\d{3})(?![\d\s]*(?:mg|g\b|ml|毫|mmhg|µg|\/))/gi)].map(
    (m) => m[1]!,
  );

describe('property: every urgent card in every region names exactly that region’s emergency number', () => {
  // Many replies per run: a shared, loaded machine needs more than the default 5 s.
  it('set, and said', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGION_CODES),
        fc.constantFrom(...URGENT_MESSAGES),
        fc.boolean(),
        fc.boolean(),
        (region, [locale, text], said, withPlan) => {
          const place = REGION_NUMBERS[region].place;
          const message = said
            ? `${locale === 'en-US' ? `I'm in ${placeWord(region)}.` : `我在${place.zh}。`} ${text}`
            : text;
          const r = ask(message, locale, { withPlan, ...(said ? {} : { region }) });
          expect(r.urgent).toBe(true);
          const nums = cardNumbers(r);
          expect(nums).toContain(REGION_NUMBERS[region].emergency);
          for (const n of nums) {
            expect(n).toMatch(/^[0-9+]{3,15}$/);
            expect([
              REGION_NUMBERS[region].emergency,
              REGION_NUMBERS[region].crisis.replace(/\s+/g, ''),
            ]).toContain(n);
          }
          expect(r.text).toContain(REGION_NUMBERS[region].emergency);
          const ok = allowed(region);
          for (const n of called(r.text)) if (ALL_EMERGENCY.includes(n)) expect([...ok]).toContain(n);
        },
      ),
      { numRuns: 160, seed: 12 },
    );
  });
});

function placeWord(r: RegionCode): string {
  return {
    CN: 'mainland China',
    US: 'the USA',
    GB: 'England',
    IE: 'Ireland',
    AU: 'Australia',
    NZ: 'New Zealand',
    IN: 'India',
    CA: 'Canada',
    HK: 'Hong Kong',
    TW: 'Taiwan',
  }[r];
}

describe('the emergency text fits the person (en P3 #12, zh P4 #6)', () => {
  const copdPlan = (locale: Locale) =>
    storedPlanFor('Margaret-COPD', { ...CHAT_PERSONA, nickname: 'Margaret', conditions: ['copd'] }, locale);
  it.each([
    [
      'en-US',
      "My lips have gone a bit bluish and I can't get more than a few words out between breaths, the puffer isn't helping this time",
      true,
    ],
    ['en-US', 'i have copd and my lips are blue, cant finish a sentence', false],
    ['en-US', 'emphysema, lips blue and can hardly talk', false],
    ['zh-CN', '我有慢阻肺，嘴唇发紫，喘得说不完一句话', false],
    ['zh-CN', '肺气肿，嘴唇紫了，说不了整句话，喷雾也不管用', false],
  ] as const)('COPD: its action plan, not asthma or back blows — %s "%s"', (locale, text, withPlan) => {
    const r = assistantReply({
      text,
      locale,
      plan: withPlan ? copdPlan(locale) : null,
      medicines: [],
      region: 'AU',
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(locale === 'en-US' ? /COPD action plan/ : /慢阻肺行动计划/);
    expect(r.text).not.toMatch(/back blows|With asthma|拍背|哮喘按医嘱/);
    expect(cardNumbers(r)).toEqual(['000']);
  });
  it('choking said with COPD keeps the choking first aid', () => {
    const r = ask('my dad has COPD and he is choking on food, he cannot cough or speak', 'en-US');
    expect(r.text).toMatch(/back blows/);
  });
  it.each([
    ['zh-CN', '刚才吃了一把安眠药，不想活了'],
    ['en-US', 'I just swallowed a whole bottle of my sleeping pills, I want to die'],
    ['en-US', 'i took like 30 paracetamol an hour ago'],
  ] as const)('an adult overdose has no children’s sentence: %s "%s"', (locale, text) => {
    const r = ask(text, locale);
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/孩子误服|button batteries/);
  });
  it('a child who swallowed iron keeps it', () => {
    const r = ask('我两岁的孩子刚才吞了好几片我的铁剂', 'zh-CN');
    expect(r.text).toMatch(/铁剂|含铁/);
  });
});
