/**
 * Fourteenth clinician review, zh P1 #1 and #2 (老钱: fatty liver, day 2 of 世福素 (cefixime), business
 * dinners, 藿香正气水): with a plan that has liver disease, "喝点啤酒应该没事吧" got only the liver paragraph
 * and never the disulfiram-like reaction a guest was told; "喝了一支藿香正气水，还在吃头孢" got "no reliable
 * rule". A medicine's own alcohol row leads a condition's general text, for every medicine–alcohol row,
 * and an ethanol-made Chinese medicine (藿香正气水, 十滴水) is alcohol for the no-alcohol rows.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

const P1 = '老钱 cefixime and fenofibrate with fatty liver, drinks at dinners (zh)';
const NO_RULE = /没有可靠的规则|no reliable rule|无法核对|could not check/;

describe('zh P1 #1: drinking on a cephalosporin, with a plan that has fatty liver, and as a guest', () => {
  it.each([
    // The reviewer's words (T2, T3 and the control).
    ['zh-CN', '我这两天扁桃体发炎在吃世福素，今晚有个酒局推不掉，喝点啤酒应该没事吧？'],
    ['zh-CN', '那吃完头孢几天以后才能喝酒？'],
    ['zh-CN', '吃头孢能喝酒吗？'],
    // Everyday words, a typo, mixed language.
    ['zh-CN', '头孢克肟吃到第二天了，晚上应酬喝两杯白酒行不行'],
    ['zh-CN', '在吃世福素，喝点红酒有事么'],
    ['zh-CN', '吃cefixime期间可以喝beer吗'],
    ['en-US', "I'm on cefixime for my throat, can I have a couple of beers at dinner tonight?"],
    ['en-US', 'how many days after the last cefixime pill befor i can drink alcohol'],
    ['en-US', 'on 世福素, is a glass of wine ok?'],
  ] as const)('%s: %s', (locale, text) => {
    for (const withPlan of [true, false]) {
      const r = askPersona(P1, locale, text, { withPlan });
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(locale === 'zh-CN' ? /双硫仑样反应/ : /disulfiram-like reaction/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /疗程结束后7天内/ : /7 days after/);
      expect(r.text).not.toMatch(NO_RULE);
      // The drug's rule comes before the liver paragraph.
      const liver = r.text.search(locale === 'zh-CN' ? /有肝病/ : /With liver disease/);
      if (liver >= 0) expect(r.text.search(/双硫仑样反应|disulfiram-like/)).toBeLessThan(liver);
    }
  });

  it('the plan finding says the week after a cephalosporin and the reaction, in both languages', () => {
    const answers = new Map(REFERENCE_PERSONAS).get(P1);
    if (!answers) throw new Error(P1);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = JSON.stringify(storedPlanFor(P1, answers, locale));
      expect(plan).toMatch(locale === 'zh-CN' ? /疗程结束后7天内/ : /for 7 days after/);
      expect(plan).toMatch(locale === 'zh-CN' ? /藿香正气水/ : /Huoxiang Zhengqi Shui/);
    }
  });
});

/** A plan with liver disease and one medicine: the medicine's alcohol row leads the liver paragraph. */
function liverPlanWith(medicine: string, locale: Locale) {
  const answers: Answers = {
    gender: 'male',
    age: 50,
    heightCm: 172,
    weightKg: 80,
    activityLevel: 'light',
    conditions: ['liver_disease'],
    medicines: [medicine],
  };
  return storedPlanFor(`fatty liver on ${medicine}`, answers, locale);
}

describe('the class: every medicine–alcohol row leads the liver paragraph', () => {
  it.each([
    ['metronidazole', 'zh-CN', '吃甲硝唑期间能喝点啤酒吗', /双硫仑样反应/],
    ['metronidazole', 'en-US', 'can i have a beer on flagyl', /disulfiram-like reaction/],
    ['methotrexate', 'zh-CN', '吃甲氨蝶呤能喝酒吗', /甲氨蝶呤和酒精都会伤肝/],
    [
      'methotrexate',
      'en-US',
      'is a glass of wine ok on methotrexate?',
      /Methotrexate and alcohol both strain/,
    ],
    ['warfarin', 'zh-CN', '吃华法林能喝酒吗', /华法林/],
    ['warfarin', 'en-US', 'can I drink alcohol on warfarin?', /warfarin/],
  ] as const)('%s %s: %s', (medicine, locale, text, rowSays) => {
    const plan = liverPlanWith(medicine, locale);
    const r = assistantReply({ text, locale, plan, medicines: [medicine] });
    expect(r.urgent).toBe(false);
    const row = r.text.search(rowSays);
    const liver = r.text.search(locale === 'zh-CN' ? /有肝病/ : /With liver disease/);
    expect(row).toBeGreaterThanOrEqual(0);
    expect(liver).toBeGreaterThan(row);
  });
});

describe('zh P1 #2: an ethanol-made Chinese medicine on a cephalosporin or metronidazole is alcohol', () => {
  it.each([
    // The reviewer's words, with a plan and as a guest.
    ['zh-CN', '中午有点中暑喝了一支藿香正气水，现在还在吃头孢，有没有问题？'],
    ['zh-CN', '吃头孢期间喝了藿香正气水会怎样？'],
    // Everyday words, a typo, mixed language, the other tincture.
    ['zh-CN', '在吃世福素，能喝藿香正气吗'],
    ['zh-CN', '头孢还没吃完，中暑了喝十滴水行吗'],
    ['zh-CN', '吃头孢 + huoxiang zhengqi shui ok吗'],
    ['en-US', "I'm on cefixime and drank a vial of Huoxiang Zhengqi Shui for heatstroke, is that a problem?"],
    ['en-US', 'can i take huoxiang zhengqi water while on cefixime, its for heat stroek'],
  ] as const)('%s: %s', (locale, text) => {
    for (const withPlan of [true, false]) {
      const r = askPersona(P1, locale, text, { withPlan });
      expect(r.text).toMatch(locale === 'zh-CN' ? /双硫仑样反应/ : /disulfiram-like reaction/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /不含酒精的藿香正气/ : /alcohol-free/);
      expect(r.text).not.toMatch(NO_RULE);
    }
  });

  it('on metronidazole too, and the alcohol-free forms of 藿香正气 are not alcohol', () => {
    const r = assistantReply({
      text: '吃甲硝唑能喝藿香正气水吗',
      locale: 'zh-CN',
      plan: null,
      medicines: ['metronidazole'],
    });
    expect(r.text).toMatch(/双硫仑样反应/);
    const capsule = assistantReply({
      text: '吃头孢能吃藿香正气胶囊吗',
      locale: 'zh-CN',
      plan: null,
      medicines: ['cefixime'],
    });
    expect(capsule.text).not.toMatch(/^\*?\*?服用甲硝唑、替硝唑期间/);
  });
});

describe('zh P1 #4 (moderate): fenofibrate before or after a meal is answered from its label', () => {
  it.each([
    ['zh-CN', '我甘油三酯很高，医生开了力平之，这个药饭前吃还是饭后吃？'],
    ['zh-CN', '非诺贝特什么时候吃比较好'],
    ['zh-CN', '力平之空腹吃行吗'],
    ['en-US', 'should I take fenofibrate with food or on an empty stomach?'],
    ['en-US', 'lipidil before or after dinner?'],
  ] as const)('%s: %s', (locale, text) => {
    for (const withPlan of [true, false]) {
      const r = askPersona(P1, locale, text, { withPlan });
      expect(r.text).toMatch(locale === 'zh-CN' ? /和正餐一起吃/ : /with a main meal/);
      expect(r.text).not.toMatch(NO_RULE);
    }
  });
});
