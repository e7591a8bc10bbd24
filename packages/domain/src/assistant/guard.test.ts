/**
 * Issue 30 §2: the guard on stock blocks. A block (the plan's targets, "no nutrient goes above its UL",
 * the product list, the BMI figures, a topic card) answers only a question of its kind and subject;
 * otherwise the answer says specifically what it cannot answer and who to ask. Example tables from the
 * blind round 2 (docs/answer-rounds/round-2, development data) in both languages; the count over all
 * 320 round-2 questions is scripts/answers-round2.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { guardAnswer, stockBlockOf } from './guard';
import { assistantReply, type ChatTurn } from './index';
import { storedPlanFor } from './testing';

/** The three personas the blind writers had beyond the engine's reference personas (scripts/eval-answers.ts). */
const EXTRA: Record<string, Answers> = {
  gout: {
    gender: 'male',
    age: 52,
    heightCm: 172,
    weightKg: 86,
    activityLevel: 'light',
    conditions: ['gout'],
  },
  'osteoporosis on alendronate': {
    gender: 'female',
    age: 67,
    heightCm: 156,
    weightKg: 52,
    activityLevel: 'light',
    conditions: ['osteoporosis'],
    medicines: ['alendronate', 'omeprazole'],
    supplements: [{ optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }],
  },
  teen: {
    gender: 'female',
    age: 16,
    heightCm: 160,
    weightKg: 52,
    activityLevel: 'light',
    goals: ['weight_loss'],
  },
};
const PERSONAS = new Map<string, Answers>([...REFERENCE_PERSONAS, ...Object.entries(EXTRA)]);

/** The persona's plan, or none for the 16-year-old (the questionnaire refuses minors). */
function planOf(persona: string, answers: Answers, locale: Locale) {
  try {
    return storedPlanFor(persona, answers, locale);
  } catch {
    return null;
  }
}
type Locale = 'zh-CN' | 'en-US';

function ask(persona: string, locale: Locale, text: string, previous?: string) {
  const answers = PERSONAS.get(persona);
  if (!answers) throw new Error(persona);
  const plan = planOf(persona, answers, locale);
  const medicines = [...(answers.medicines ?? [])];
  const history: ChatTurn[] = [];
  if (previous) {
    const first = assistantReply({ text: previous, locale, plan, medicines });
    history.push({ role: 'user', content: previous }, { role: 'assistant', content: first.text });
  }
  return assistantReply({ text, locale, plan, medicines, history });
}

const CANNOT = /我没有可靠的规则|I have no reliable rule/;

describe('stock blocks are recognised', () => {
  it.each<[string, string]>([
    ['Your daily targets for key nutrients:\n- Vitamin D: 15 µg', 'targets_list'],
    ['你的主要营养素每日目标：\n- 维生素D: 15 µg', 'targets_list'],
    [
      'With the supplements you listed and your diet, no nutrient goes above its tolerable upper intake level (UL).',
      'ul_none',
    ],
    ['按你填写的补充剂和饮食估计，没有营养素超过可耐受最高摄入量（UL）。', 'ul_none'],
    ['The products in your plan and how to take them:\n- A: one a day', 'products'],
    ['含维生素C的产品：\n- 维生素C片', 'products'],
    ['Your BMI is **31** (obese).', 'bmi'],
    ['**素食者需要特别注意的营养素**\n\n- B12', 'vegan_card'],
    ['**健康增重**\n\n- 少量多餐', 'gain_card'],
    ['**按你的方案：每天补充叶酸 400 µg**（早餐时服用）。', 'plan_dose'],
    ["**Your plan's dose: 15 mg of Iron a day** (…)", 'plan_dose'],
    [
      'Valproate in pregnancy …\n\n**Pregnancy nutrition** (targets below are for the 2nd trimester)',
      'pregnancy_card',
    ],
  ])('%s', (text, block) => {
    expect(stockBlockOf(text)).toBe(block);
  });

  it.each([
    '**You have kidney disease: magnesium leaves the body through the kidneys …**',
    '**Yes — iron every other day is an accepted way to take it.**',
    '服用华法林期间不要吃纳豆：纳豆里的维生素K2含量极高',
  ])('not a stock block: %s', (text) => {
    expect(stockBlockOf(text)).toBeNull();
  });
});

// Round 2 en-024 (crackers in early pregnancy), zh-054 (chicken soup for an 80-year-old) and en-050
// (how many Ensure a day) left this list: everyday rows answer them now (faq/rows-life-stages.test.ts).
describe('a block that does not fit the question becomes a specific "can\'t — ask …"', () => {
  it.each<[string, Locale, string, RegExp, string?]>([
    // round 2 zh-003: snacks and nuts got "no nutrient exceeds its UL".
    ['healthy woman', 'zh-CN', '下午三四点就饿得不行 办公室放点啥零食好 坚果一天抓一把会不会多', /坚果/],
    // round 2 zh-062: a kidney tonic pill at eGFR 22 got the product list.
    [
      'kidney disease eGFR 22 with magnesium',
      'zh-CN',
      '老伴从药店给我买了金匮肾气丸补肾，能吃吗？',
      /补肾中成药[\s\S]*肾内科/,
    ],
    // round 2 en-012: the breakfast myth got BMI figures.
    [
      'healthy man, weight loss',
      'en-US',
      'Wife says skipping breakfast slows your metabolism down. True or myth?',
      /breakfast/,
    ],
    // round 2 zh-010 (饭局, 白酒 or 啤酒), zh-054 (chicken soup for an 80-year-old) and en-050 (how many
    // Ensure a day), and en-010 (a steakhouse dinner): now answered by faq rows (alcohol-and-weight-loss,
    // older-soup-vs-meat, older-nutrition-drinks, eating-out-choices; faq/rows-*.test.ts), a direct answer
    // where this table wanted the "can't".
  ])('%s: %s', (persona, locale, text, names, previous) => {
    const r = ask(persona, locale, text, previous);
    expect(r.text).toMatch(CANNOT);
    expect(r.text).toMatch(names);
    expect(stockBlockOf(r.text)).toBeNull();
  });

  it('a follow-up about Ensure scoops gets no count of the plan’s products (round 2 zh-056)', () => {
    const r = ask('80-year-old woman, low BMI', 'zh-CN', '那一天喝几勺 兑多少水', '老人家可以喝安素吗');
    expect(r.text).not.toMatch(/每天 \d+ 份/);
    expect(r.text).not.toMatch(/主要营养素每日目标/);
  });

  it('breastfeeding food questions go to the maternity side, not the antidepressant’s prescriber (zh-043)', () => {
    const r = ask(
      'lactating on sertraline',
      'zh-CN',
      '坐月子老人天天逼着喝猪蹄汤下奶，油得我想吐，有没有别的办法让奶多点',
    );
    expect(r.text).toMatch(/哺乳顾问/);
    expect(r.text).not.toMatch(/精神科/);
  });

  it.each<[Locale, string]>([
    [
      'en-US',
      "Hi, I have epilepsy and take valproate (Epilim). We'd like to start a family in the next year or so. What dose of folic acid should I be on - the normal 400 mcg or the higher one?",
    ],
    ['zh-CN', '吃丙戊酸钠，打算要孩子，叶酸要吃多少？普通的0.4够吗'],
  ])(
    'folic acid on valproate: the 5 mg rule without the card’s 400 µg after it (round 2 en-104, zh-105) — %s',
    (locale, text) => {
      const r = ask('valproate, 28', locale, text);
      expect(r.text).toMatch(/5 mg/);
      expect(r.text).not.toMatch(/Pregnancy nutrition|孕期营养/);
    },
  );

  it.each<[Locale, string, RegExp]>([
    [
      'en-US',
      "I take my methotrexate Sunday night. Which days should the folic acid 5 mg go on? The rheumatologist's letter just says 'weekly' and the pharmacy label is no help",
      // Answered since blind answer round 13 (en-034): the day after the methotrexate day, not a "can't".
      /the day after your methotrexate/,
    ],
    // Since the fourth review the pregnancy-medicine row answers only questions about the medicine (or
    // folic acid for rows with a folic acid rule): the methotrexate × folic acid rule answers this one.
    ['zh-CN', '复合维生素里也有叶酸，再加5mg会不会过量', /只按医生处方的剂量和日期服用叶酸/],
  ])(
    'a woman of 50 on methotrexate asking about folic acid gets no pregnancy text (round 2 en-096, zh-098) — %s',
    (locale, text, kind) => {
      const r = ask('methotrexate with folic acid 5 mg', locale, text);
      expect(r.text).not.toMatch(/Pregnancy nutrition|孕期营养|miscarriage|流产/);
      expect(r.text).toMatch(kind);
      expect(r.text).toMatch(locale === 'zh-CN' ? /医生/ : /rheumatologist/);
    },
  );

  it('names who to ask for this person (the kidney doctor at eGFR 22)', () => {
    const r = ask(
      'kidney disease eGFR 22 with magnesium',
      'zh-CN',
      '老伴从药店给我买了金匮肾气丸补肾，能吃吗？',
    );
    expect(r.text).toMatch(/肾内科医生或肾病营养师/);
  });
});

describe('a block that fits its question is kept', () => {
  it.each<[string, Locale, string, RegExp]>([
    [
      'healthy woman',
      'en-US',
      'how much of the key nutrients do I need each day?',
      /Your daily targets for key nutrients/,
    ],
    ['healthy woman', 'zh-CN', '维生素D一天吃多少', /按你的方案：每天补充维生素D/],
    [
      'vegan',
      'en-US',
      'zinc - do vegans need more than the plan says? read that phytates block it',
      /vegetarian or vegan/,
    ],
    ['healthy man, weight loss', 'en-US', 'what is my BMI and how many calories do I need?', /Your BMI is/],
    ['healthy woman', 'zh-CN', '我的补充剂会不会超过上限', /没有营养素超过/],
  ])('%s: %s', (persona, locale, text, block) => {
    const r = ask(persona, locale, text);
    expect(r.text).toMatch(block);
    expect(r.text).not.toMatch(CANNOT);
  });

  it.each<[Locale, string, RegExp]>([
    ['en-US', 'how mcuh vit d shud i tk', /Your plan's dose: 10 µg \(400 IU\) of vitamin D/],
    ['en-US', 'can i take iron and calcium togehter?', /Iron \+ Calcium: take apart/],
    ['en-US', 'shud i take magnesium at nite or in the mornin', /Magnesium\*\*: Take in the evening/],
    ['zh-CN', '钙片和铁剂能一齐吃吗', /铁 \+ 钙：分开吃/],
  ])('typos are read as meant (%s): %s', (locale, text, expected) => {
    expect(ask('healthy woman', locale, text).text).toMatch(expected);
  });

  it('"how many hours apart from the minocycline?" after an iron pill is the medicine’s spacing (round 1 en-130)', () => {
    const r = ask(
      'isotretinoin with minocycline',
      'en-US',
      'how many hours apart from the minocycline?',
      'I also take an iron pill',
    );
    expect(r.text).toMatch(/Minocycline × Iron/);
    expect(r.text).toMatch(/4–6 hours after/);
  });

  it('"怀孕7周，叶酸每天吃400还是800？" keeps the pregnancy card with its folic acid line (round 1 zh-025)', () => {
    const r = ask('pregnant t1', 'zh-CN', '怀孕7周，叶酸每天吃400还是800？');
    expect(r.text).toMatch(/叶酸400微克/);
    expect(r.text).not.toMatch(CANNOT);
  });

  // Answered by its own row since blind answer round 11 (calcium-citrate-or-carbonate): when each form fits.
  it('"碳酸钙和柠檬酸钙选哪个" is answered with the form that fits', () => {
    const r = ask('80-year-old woman, low BMI', 'zh-CN', '碳酸钙和柠檬酸钙选哪个');
    expect(r.text).toMatch(/枸橼酸钙更合适/);
    expect(r.text).toMatch(/碳酸钙要靠胃酸，一定要随餐吃/);
    expect(r.text).not.toMatch(/选哪一个。这一点我没有可靠的规则/);
  });

  it('the dose answers "should I take it"; "together?" gets its own line (round 2 en-033)', () => {
    const r = ask(
      'pregnant t2 with a prenatal',
      'en-US',
      'Should I take calcium on top of Elevit? Can I swallow them together at breakfast?',
    );
    expect(r.text).toMatch(/Calcium/);
  });

  it('guardAnswer leaves an answer without a stock block as it is', () => {
    const draft = { text: '**Yes — iron every other day is an accepted way to take it.**', suggestions: [] };
    const g = guardAnswer(draft, 'is iron every other day ok?', {
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(g.replaced).toBeNull();
    expect(g.draft).toBe(draft);
  });
});
