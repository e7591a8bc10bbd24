/**
 * Fifteenth clinician review (zh), P3 老陈 (recurrent calcium-oxalate stones, hydrochlorothiazide, 2 g of
 * vitamin C a day): water, spinach/tea/nuts, beer, lemon water and vitamin C got the hypercalcaemia text
 * or "no rule" (P3-M1, P3-M2). The reviewer's words and two other phrasings per language, with a stone
 * plan and as a guest who says stones; look-alikes that must not change (gallstones, no stones, heart
 * failure's fluid limit, a high calcium, "14 stone" as a weight).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contracts/common';
import type { Answers } from '../../contracts/questionnaire';
import { person } from '../../testing';
import { whoToAsk } from '../cannot';
import { assistantReply } from '../reply';
import { storedPlanFor } from '../testing';

const base: Answers = person('male', 42, 172, 76, 'light');
const STONE_FORMER: Answers = {
  ...base,
  conditions: ['kidney_stones'],
  medicines: ['hydrochlorothiazide'],
};

function ask(text: string, locale: Locale, answers: Answers | null) {
  const plan = answers ? storedPlanFor(JSON.stringify(answers), answers, locale) : null;
  const reply = assistantReply({ text, locale, plan, medicines: answers?.medicines ?? [], history: [] });
  return { text: reply.text, faq: reply.rules.filter((r) => r.startsWith('faq:')).map((r) => r.slice(4)) };
}

/** [locale, question, says stones in the question (so a guest gets it too)] */
type Case = readonly [Locale, string, boolean];

const CASES: Record<string, readonly Case[]> = {
  'stones-fluids': [
    ['zh-CN', '我有肾结石（草酸钙的），老复发，平时一天要喝多少水？', true],
    ['zh-CN', '一天喝几升水才够', false],
    ['zh-CN', '尿路结石的人每天喝多少水合适', true],
    ['en-US', 'I keep getting kidney stones, how much water should I drink a day?', true],
    ['en-US', 'how many litres of fluid a day is enough for me?', false],
    ['en-US', 'calcium oxalate stones - how much should i drink', true],
  ],
  'stones-oxalate': [
    ['zh-CN', '菠菜、浓茶、坚果还能吃吗？', false],
    ['zh-CN', '肾结石能不能吃菠菜', true],
    ['zh-CN', '我有结石，还能喝茶吃巧克力吗', true],
    ['en-US', 'Can I still eat spinach, strong tea and nuts?', false],
    ['en-US', 'kidney stones - is chocolate ok?', true],
    ['en-US', 'i get kidney stones, do i have to give up almonds', true],
  ],
  'stones-vitamin-c': [
    ['zh-CN', '维生素C泡腾片我一天两片（2000mg），说是防感冒，跟结石有关系吗？', true],
    ['zh-CN', '维C每天吃多少合适', false],
    ['zh-CN', '有肾结石能吃维生素C吗', true],
    [
      'en-US',
      'I take two 1000mg vitamin C tablets a day for colds, does that matter for my kidney stones?',
      true,
    ],
    ['en-US', 'is vitamin c ok for me?', false],
    ['en-US', 'kidney stones and vit c, how much is safe?', true],
  ],
  'stones-beer': [
    ['zh-CN', '听说喝啤酒能排石，可以吗？', true],
    ['zh-CN', '啤酒能喝吗', false],
    ['zh-CN', '肾结石喝啤酒有用吗', true],
    ['en-US', 'Does drinking beer help pass a stone?', true],
    ['en-US', 'can I have a beer?', false],
    ['en-US', 'someone told me beer flushes out kidney stones, true?', true],
  ],
  'stones-lemon': [
    ['zh-CN', '每天喝柠檬水能防结石吗？', true],
    ['zh-CN', '柠檬水有用吗', false],
    ['zh-CN', '肾结石喝柠檬水好不好', true],
    ['en-US', 'Will drinking lemon water every day prevent kidney stones?', true],
    ['en-US', 'is lemon juice in water good for me?', false],
    ['en-US', 'kidney stones: does lemonade help?', true],
  ],
  'stones-calcium': [
    ['zh-CN', '肾结石是不是要少吃钙', true],
    ['zh-CN', '结石的人能喝牛奶吗', true],
    ['en-US', 'Should I cut down on milk and calcium?', false],
    ['en-US', 'with kidney stones should I avoid dairy?', true],
    ['en-US', 'do calcium stones mean less calcium in my diet?', true],
  ],
};

describe('kidney-stone questions get the stone answers (zh P3-M1, M2)', () => {
  for (const [id, cases] of Object.entries(CASES)) {
    it.each(cases)(`${id} — %s: %s`, (locale, q, saysStones) => {
      const asked = [ask(q, locale, STONE_FORMER), ...(saysStones ? [ask(q, locale, null)] : [])];
      for (const r of asked) {
        expect(r.faq, q).toContain(id);
        if (locale === 'zh-CN') expect(r.text).not.toMatch(/没有可靠的规则/);
      }
    });
  }
});

describe('look-alikes keep their own answers', () => {
  it.each([
    ['zh-CN', '胆结石一天喝多少水'],
    ['zh-CN', '胆囊结石能吃菠菜吗'],
    ['en-US', 'I weigh 14 stone, how much water should I drink?'],
    ['en-US', 'I have gallstones, can I drink beer?'],
  ] as const)('%s: %s — as a guest, no stone row', (locale, q) => {
    const faq = ask(q, locale, null).faq;
    expect(faq.some((id) => id.startsWith('stones-'))).toBe(false);
  });

  it.each([
    ['zh-CN', '一天喝几升水才够'],
    ['zh-CN', '啤酒能喝吗'],
    ['en-US', 'how many litres of fluid a day is enough for me?'],
    ['en-US', 'is vitamin c ok for me?'],
  ] as const)('%s: %s — a plan without stones gets no stone row', (locale, q) => {
    const faq = ask(q, locale, base).faq;
    expect(faq.some((id) => id.startsWith('stones-'))).toBe(false);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: stones with heart failure — no "2.5–3 litres", the heart team sets fluids',
    (locale) => {
      const q =
        locale === 'zh-CN' ? '我有肾结石，一天要喝多少水？' : 'I have kidney stones, how much water a day?';
      const r = ask(q, locale, { ...STONE_FORMER, conditions: ['kidney_stones', 'heart_failure'] });
      expect(r.faq).not.toContain('stones-fluids');
      expect(r.text).not.toMatch(/2\.5–3 升|2\.5–3 litres/);
    },
  );

  it.each(['zh-CN', 'en-US'] as const)(
    '%s: stones with a high calcium — the calcium question stays the high-calcium rows',
    (locale) => {
      const q = locale === 'zh-CN' ? '肾结石是不是要少吃钙' : 'with kidney stones should I avoid dairy?';
      const r = ask(q, locale, {
        ...STONE_FORMER,
        labs: [{ marker: 'serumCalcium', value: 2.8, unit: 'mmol/L' }],
      });
      expect(r.faq).not.toContain('stones-calcium');
    },
  );
});

describe('who to ask about a stone question: the urologist', () => {
  it.each([
    ['zh-CN', '肾结石吃这个药有什么讲究', true],
    ['zh-CN', '我的结石和饮食有关系吗', true],
    ['en-US', 'what else helps my kidney stones', true],
    ['zh-CN', '胆结石吃这个药有什么讲究', false],
  ] as const)('%s: %s', (locale, q, urologist) => {
    const plan = storedPlanFor(JSON.stringify(STONE_FORMER), STONE_FORMER, locale);
    const who = whoToAsk(q, plan, []);
    if (urologist) expect(who.zh === '泌尿外科医生' && who.en === 'your urologist').toBe(true);
    else expect(who.zh).not.toBe('泌尿外科医生');
  });
});

// A question on calcium tablets and stones is the supplement row's (one rule, one text).
it.each([
  ['zh-CN', '听说钙片会长结石，所以我要少喝牛奶吗？'],
  ['en-US', 'do calcium supplements cause kidney stones'],
] as const)('%s: %s → calcium-kidney-stones', (locale, q) => {
  expect(ask(q, locale, STONE_FORMER).faq).toContain('calcium-kidney-stones');
});
