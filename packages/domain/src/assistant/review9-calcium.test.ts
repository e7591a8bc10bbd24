/**
 * Ninth clinician review, en P1 finding 2 (SERIOUS): Gloria, sarcoidosis with a calcium of 11.4 mg/dL,
 * was told "Yes … calcium 1,000–1,200 mg and vitamin D 600–800 IU a day", "You need 1200 mg of Calcium
 * a day" with a list of calcium-rich foods, "Calcium + Vitamin D: fine together", and, on the way to the
 * emergency department, never "skip them". The chat reckons with a high calcium (in the plan, or said)
 * and with sarcoidosis or primary hyperparathyroidism: no calcium or vitamin D of their own, food
 * calcium moderate, plenty to drink, the emergency signs. The reviewer's words and our own, both
 * languages, with the plan and as a guest who says it.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { searchDrugs } from '../interactions/search';
import { person } from '../testing';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const GLORIA = 'sarcoidosis with a high calcium, vitamin D 5000 IU, Caltrate and Tums on prednisone';

/** What the review saw and must never be said to her again. */
const ENDORSED =
  /1,000–1,200 mg|600–800 IU|1000–1200毫克|600–800国际单位|fine together|可以一起|You need \*\*\d+ mg of Calcium|每天需要 ?\*\*\d+ ?mg|keep taking (it|them) as (prescribed|your doctor advised)|Everyday foods rich in Calcium|富含钙的/;

const SUPPLEMENTS: readonly (readonly [Locale, string, string] | readonly [Locale, string])[] = [
  // the reviewer's own words
  [
    'en-US',
    'hi, my vitamin D came back low (22) but my calcium is high at 11.4. my rheumatologist says its the sarcoid. should I take MORE vitamin D since its low? I already do 5000 IU Nature Made',
  ],
  [
    'en-US',
    "its ng/mL. so do i stop the 5000 IU or not?? the supplement check in the app said 'keep taking it as prescribed' but nobody prescribed it, i bought it at costco",
    'should I take MORE vitamin D since its low?',
  ],
  [
    'en-US',
    'ok. also i chew about 4 Tums a day for heartburn from the prednisone, plus the Caltrate 600+D twice a day my old doctor told me for my bones. is that ok with the high calcium?',
  ],
  [
    'en-US',
    "ok we're going now. should she take her Caltrate and vitamin D tonight before we go or skip them? what do I tell the ER about her pills?",
  ],
  // our own
  ['en-US', 'can I keep my calcium and D3 pills going for my bones?'],
  ['en-US', 'would a lower vitamin D like 1000 IU be safer than the 5000?'],
  ['en-US', 'is a calcium citrate better than the Tums for me?'],
  ['zh-CN', '我血钙高，维生素D还要不要吃？'],
  ['zh-CN', '钙尔奇还能继续吃吗，医生说我骨质疏松'],
  ['zh-CN', '化验维生素D偏低，我要不要再多补一点维生素D'],
];

describe('calcium, vitamin D and calcium antacids with a high calcium in the plan (en P1 Q1–Q3, Q7)', () => {
  it.each(SUPPLEMENTS)('%s: %s', (...row) => {
    const [locale, q, previous] = row;
    const r = askPersona(GLORIA, locale, q, previous ? { previous } : {});
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要吃|停下|不要自己吃/ : /\bstop\b|\bNo\b|not .*on your own/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /急诊/ : /emergency department/);
    expect(r.text).not.toMatch(ENDORSED);
  });

  it('on the way to hospital she hears to bring every bottle, supplements and antacids included (Q7b)', () => {
    const r = askPersona(
      GLORIA,
      'en-US',
      "ok we're going now. should she take her Caltrate and vitamin D tonight before we go or skip them? what do I tell the ER about her pills?",
    );
    expect(r.text).toMatch(/take every bottle \(or a list\), supplements and antacids included/);
    expect(r.text).not.toMatch(/no reliable rule/);
  });
});

const FOOD: readonly (readonly [Locale, string])[] = [
  [
    'en-US',
    'wait you said yes?? my calcium is 11.4. anyway what about food - should i cut out milk and cheese and stay out of the sun? i had a kidney stone last year too',
  ],
  ['en-US', 'what should I eat or avoid with my calcium being high?'],
  ['en-US', 'is it ok to keep having yogurt every morning?'],
  ['en-US', 'can I still sit out in the sun in the garden?'],
  ['zh-CN', '血钙高是不是要少喝牛奶？'],
  ['zh-CN', '我还能晒太阳吗？'],
];

describe('food, dairy and the sun with a high calcium (en P1 Q4)', () => {
  it.each(FOOD)('%s: %s', (locale, q) => {
    const r = askPersona(GLORIA, locale, q);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /不要额外加钙.*不要自己把奶制品全部断掉/
        : /Don’t add calcium — but don’t cut dairy out/,
    );
    expect(r.text).not.toMatch(ENDORSED);
  });
});

describe('after discharge: the diet question is answered, not the critical-lab card again (en P1 Q8)', () => {
  it.each([
    [
      'en-US',
      "update - we're back. calcium was 13.1 at the hospital, they gave her IV fluids and said stop ALL calcium and vitamin D pills and the water pill, and go low calcium for now. so how much calcium a day should she aim for from food, and can she still take the Centrum multivitamin?",
    ],
    [
      'en-US',
      'we just got home from the ER, her calcium was 12.9 and they gave her fluids. what can she eat?',
    ],
    ['zh-CN', '刚出院，住院时血钙3.2，医生让低钙饮食，她每天吃多少钙合适？复合维生素还能吃吗'],
  ] as const)('%s: %s', (locale, q) => {
    const r = askPersona(GLORIA, locale, q);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /医生已经定了更低的钙量，就按医生的量/
        : /if your team has set a lower calcium amount, follow their figure/,
    );
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /含维生素D或钙的复合维生素/ : /no multivitamin with vitamin D or calcium/,
    );
    expect(r.text).not.toMatch(ENDORSED);
  });
});

const guest = (text: string, locale: Locale) => assistantReply({ text, locale, plan: null, medicines: [] });

describe('said in the message, without a plan', () => {
  it.each([
    ['en-US', 'my calcium came back high at 11.2 — should I keep taking my vitamin D 2000 IU?'],
    ['en-US', 'I have hypercalcemia, is it ok to take Tums for heartburn?'],
    ['en-US', 'my blood calcium was 2.81 mmol/L, can I take a multivitamin?'],
    ['zh-CN', '我血钙偏高，钙片还能吃吗'],
    ['zh-CN', '查出高钙血症，维生素D要停吗'],
  ] as const)('%s: %s', (locale, q) => {
    const t = guest(q, locale).text;
    expect(t).toMatch(locale === 'zh-CN' ? /血钙偏高时/ : /with a high blood calcium/i);
    expect(t).not.toMatch(ENDORSED);
  });

  it.each([
    ['en-US', 'I have sarcoidosis — should I take vitamin D for my bones?', /With sarcoidosis/],
    ['zh-CN', '我有结节病，可以补维生素D吗', /有结节病时/],
    ['en-US', 'I have primary hyperparathyroidism, can I take calcium?', /With primary hyperparathyroidism/],
    ['zh-CN', '我是甲旁亢，能吃钙片吗', /有原发性甲旁亢（甲状旁腺功能亢进）时/],
  ] as const)('%s: %s', (locale, q, lead) => {
    const t = guest(q, locale).text;
    expect(t).toMatch(lead);
    expect(t).not.toMatch(ENDORSED);
  });
});

describe('sarcoidosis or primary hyperparathyroidism ticked in the plan, no calcium result', () => {
  const sarcoid: Answers = {
    ...person('male', 45, 178, 80, 'moderate'),
    conditions: ['sarcoidosis'],
    labs: [{ marker: 'vitaminD25OH', value: 12, unit: 'ng/mL' }],
  };
  const phpt: Answers = { ...person('female', 62, 160, 60, 'light'), conditions: ['hyperparathyroidism'] };
  it.each([
    [sarcoid, 'en-US', 'how much vitamin D should I take? my level is low', /With sarcoidosis/],
    [sarcoid, 'zh-CN', '我维生素D低，要吃多少？', /有结节病时/],
    [phpt, 'en-US', 'should I take a calcium supplement for my bones?', /With primary hyperparathyroidism/],
    [phpt, 'zh-CN', '要不要补钙？', /有原发性甲旁亢（甲状旁腺功能亢进）时/],
  ] as const)('%#: %s', (answers, locale, q, lead) => {
    const t = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor(`r9 ${q}`, answers, locale),
      medicines: [],
    }).text;
    expect(t).toMatch(lead);
    expect(t).not.toMatch(ENDORSED);
  });
});

describe('primary hyperparathyroidism with a high calcium and a low vitamin D (round-64 read-through)', () => {
  // The high calcium's row told of sarcoidosis's granulomas and "a low vitamin D does not make vitamin D safe"; in an
  // overactive parathyroid a low vitamin D is topped up carefully by the specialist, and Adcal-D3 and Rennie stop.
  const margaret: Answers = {
    ...person('female', 64, 158, 70, 'light'),
    conditions: ['hyperparathyroidism', 'kidney_stones'],
    medicines: ['bendroflumethiazide'],
    labs: [
      { marker: 'serumCalcium', value: 2.81, unit: 'mmol/L' },
      { marker: 'vitaminD25OH', value: 34, unit: 'nmol/L' },
    ],
  };
  it.each([
    ['en-US', "I'm still taking Adcal-D3 twice a day from an old prescription - should I be?", /Adcal-D3/],
    [
      'en-US',
      'my vitamin D is low but my calcium is high, so am I meant to take vitamin D or not?',
      /usually treated/,
    ],
    [
      'en-US',
      'I take 3 or 4 Rennie a day for the heartburn, are those calcium too?',
      /Rennie, Tums and Rolaids are calcium carbonate/,
    ],
    [
      'en-US',
      'And the cod liver oil, does that need to go as well?',
      /cod liver oil \(it carries vitamin D and vitamin A\)/,
    ],
    ['zh-CN', '维生素D只有34，钙又太高，到底要不要补D？鱼肝油还能吃吗', /通常是要补的/],
  ] as const)('%s: %s', (locale, q, said) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor(`r64 phpt ${q}`, margaret, locale),
      medicines: ['bendroflumethiazide'],
    });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/With primary hyperparathyroidism|有原发性甲旁亢/);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/granulomas make|肉芽肿会自己产生/);
  });

  it('sarcoidosis with a high calcium still hears the granulomas', () => {
    const both: Answers = {
      ...person('female', 50, 165, 66, 'light'),
      conditions: ['sarcoidosis', 'hyperparathyroidism'],
      labs: [{ marker: 'serumCalcium', value: 11.2, unit: 'mg/dL' }],
    };
    const t = assistantReply({
      text: 'my vitamin D is low, should I take some?',
      locale: 'en-US',
      plan: storedPlanFor('r64 sarcoid phpt', both, 'en-US'),
      medicines: [],
    }).text;
    expect(t).toMatch(/granulomas/);
  });
});

describe('no false alarm: "high-calcium foods" and a calcium in range are not a high calcium', () => {
  it.each([
    ['en-US', 'what are some high calcium foods for my bones?'],
    ['en-US', 'high calcium snacks that are not dairy?'],
    ['en-US', 'my calcium is normal, how much vitamin D should I take?'],
    ['zh-CN', '有哪些高钙食物？'],
    ['zh-CN', '补钙吃什么好'],
  ] as const)('%s: %s', (locale, q) => {
    const t = guest(q, locale).text;
    expect(t).not.toMatch(/with a high blood calcium|血钙偏高时|Don’t add calcium|不要额外加钙/);
  });

  it('a woman on prednisone with a calcium in range still hears the steroid bone advice', () => {
    const answers: Answers = {
      ...person('female', 54, 165, 70, 'light'),
      medicines: ['prednisone'],
      labs: [{ marker: 'serumCalcium', value: 9.4, unit: 'mg/dL' }],
    };
    const t = assistantReply({
      text: 'does prednisone hurt my bones, should I take calcium and vitamin D?',
      locale: 'en-US',
      plan: storedPlanFor('r9 steroid normal calcium', answers, 'en-US'),
      medicines: ['prednisone'],
    }).text;
    expect(t).toMatch(/1,000–1,200 mg/);
  });
});

describe('the medicines a sarcoidosis patient types are in the dictionary (en P1 finding 9)', () => {
  it.each([
    ['infliximab', 'infliximab'],
    ['Remicade', 'infliximab'],
    ['infliximib', 'infliximab'],
    ['类克', 'infliximab'],
    ['英夫利西单抗', 'infliximab'],
    ['yingfulixi', 'infliximab'],
    ['ketoconazole', 'ketoconazole'],
    ['Nizoral', 'ketoconazole'],
    ['酮康唑', 'ketoconazole'],
    ['tongkangzuo', 'ketoconazole'],
    ['Plaquenil', 'hydroxychloroquine'],
    ['HCTZ', 'hydrochlorothiazide'],
  ])('%s → %s', (q, id) => {
    expect(searchDrugs(q, 20, { tolerant: true })[0]?.drug.id).toBe(id);
  });
});
