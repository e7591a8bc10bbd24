/**
 * Fifteenth clinician review, en P4 serious #7 and moderate #3 (Ash, 36, on Mounjaro 7.5 mg, plan floor
 * 1,729 kcal a day).
 *
 * "Can I go down to 500 cals to speed it up?" after a protein question got "You asked about Tirzepatide,
 * Protein — I have no reliable rule": the "it" of "speed it up" was read as pointing back, and asked whole
 * the question got the weight-loss pace row. The class: a very low intake asked about or planned (a day
 * of 100–1,000 kcal, one meal a day, shakes only) gets the floor and why — the plan's floor with a plan,
 * the guideline's lower bounds as a guest; on a GLP-1 medicine protein first and never below the floor;
 * a very-low-calorie diet only under medical supervision — asked whole or as a follow-up, in both
 * languages. Look-alikes keep their own answers: calories burned, a meal's calories, a deficit,
 * someone else's eating, a teenager.
 *
 * "How much protein should I be eating on Mounjaro so I don't lose muscle?" got "no rule says tirzepatide
 * and protein need spacing": the amount of a nutrient asked with a medicine only as the setting is the
 * nutrient's amount when no rule pairs them (a pair with a rule keeps its answer).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askAs } from './testing-review15';
import { veryLowIntakeAsked } from './intents/very-low-intake';
import { readQuestion } from './question-kind';

const guest = (locale: 'en-US' | 'zh-CN', text: string, previous?: string, medicines: string[] = []) =>
  assistantReply({
    text,
    locale,
    plan: null,
    medicines,
    history: previous
      ? [
          { role: 'user', content: previous },
          { role: 'assistant', content: '…' },
        ]
      : [],
  });

const FLOOR_PLAN = { en: /your plan’s floor (is|of) 1729 kcal a day/, zh: /下限是1729千卡/ };
const FLOOR_GUEST = {
  en: /1,200 kcal a day \(women\) or 1,500 kcal \(men\)/,
  zh: /1200千卡（女性）或1500千卡（男性）/,
};
const WHY = { en: /malnutrition[\s\S]*gallstones/, zh: /营养不良[\s\S]*胆结石/ };
const SUPERVISED = {
  en: /under about 800 kcal a day[^.]*medical supervision only/,
  zh: /低于800千卡[^。]*只应在医生监督下进行/,
};
const GLP1 = {
  en: /\*\*On tirzepatide:\*\*[\s\S]*Protein first/,
  zh: /\*\*你在用替尔泊肽：\*\*[\s\S]*每餐先吃蛋白质/,
};
const NEIGHBOUR = /no reliable rule|没有可靠的规则|Tirzepatide, Protein/;

const PROTEIN_Q = "How much protein should I be eating on Mounjaro so I don't lose muscle?";
const ASH_Q =
  "I'm only eating about 900 cals a day because I'm never hungry, and losing 2kg a week. Can I go down to 500 cals to speed it up?";

describe('a very low intake gets the floor and why (en P4 serious #7)', { timeout: 120_000 }, () => {
  it.each([
    ['en-US', ASH_Q],
    ['en-US', 'is 800 calories a day ok if I want it to come off faster?'],
    ['en-US', 'thinking of doing 600 kcal a day for a month, thoughts?'],
    ['zh-CN', '我现在一天只吃900大卡，一周掉2公斤，能不能降到500大卡让它快一点？'],
    ['zh-CN', '每天吃600千卡可以吗？想快点瘦'],
    ['zh-CN', '打算一天只吃800卡，行不行'],
  ] as const)('%s, asked whole, with the plan: "%s"', (locale, q) => {
    const r = askAs('ASH', locale, q);
    const l = locale === 'zh-CN' ? 'zh' : 'en';
    expect(r.text).toMatch(FLOOR_PLAN[l]);
    expect(r.text).toMatch(WHY[l]);
    expect(r.text).toMatch(SUPERVISED[l]);
    expect(r.text).toMatch(GLP1[l]);
    expect(r.text).not.toMatch(NEIGHBOUR);
  });

  it.each([
    ['en-US', ASH_Q, PROTEIN_Q],
    ['en-US', 'Can I go down to 500 cals to speed it up?', PROTEIN_Q],
    ['en-US', 'what about 600?', 'I eat about 900 calories a day on Mounjaro, is that enough?'],
    ['zh-CN', '那降到500大卡呢？', '打穆峰达期间每天要吃多少蛋白质才不掉肌肉？'],
    ['zh-CN', '那600呢？', '我现在一天吃900大卡，够吗'],
  ] as const)('%s, as a follow-up, with the plan: "%s"', (locale, q, previous) => {
    const r = askAs('ASH', locale, q, { previous });
    const l = locale === 'zh-CN' ? 'zh' : 'en';
    expect(r.text).toMatch(FLOOR_PLAN[l]);
    expect(r.text).toMatch(GLP1[l]);
    expect(r.text).not.toMatch(NEIGHBOUR);
  });

  it('the intake already eaten under the floor and a loss over 1 kg a week are said', () => {
    const r = askAs('ASH', 'en-US', ASH_Q);
    expect(r.text).toMatch(/The 900 kcal a day you eat now is already below it: eat more, not less/);
    expect(r.text).toMatch(/more than about 1 kg a week is already faster than is safe/);
    expect(r.text).toMatch(/weight-loss target is about 1877 kcal/);
  });

  it.each([
    ['en-US', 'Can I just do one meal a day?', /One meal a day usually ends well under your floor/],
    ['en-US', 'would it be ok to just have shakes instead of meals for a while?', /Living on shakes alone/],
    ['zh-CN', '我能不能一天只吃一顿？', /一天只吃一顿/],
    ['zh-CN', '以后三餐都换成代餐行吗', /三餐都只喝代餐/],
  ] as const)('%s, one meal a day or shakes only, with the plan: "%s"', (locale, q, lead) => {
    const r = askAs('ASH', locale, q);
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(FLOOR_PLAN[locale === 'zh-CN' ? 'zh' : 'en']);
  });

  it.each([
    ['en-US', 'Can I go down to 500 cals a day to speed it up? I am on Mounjaro'],
    ['en-US', 'is 800 calories a day ok to lose weight faster?'],
    ['en-US', 'Can I just do OMAD to lose weight faster?'],
    ['zh-CN', '我打司美格鲁肽，一天只吃一顿行吗？'],
    ['zh-CN', '每天只吃500大卡可以吗'],
  ] as const)('%s, as a guest: "%s"', (locale, q) => {
    const r = guest(locale, q);
    const l = locale === 'zh-CN' ? 'zh' : 'en';
    expect(r.text).toMatch(FLOOR_GUEST[l]);
    expect(r.text).toMatch(WHY[l]);
    expect(r.text).not.toMatch(FLOOR_PLAN[l]);
  });

  it('as a guest, a GLP-1 medicine said in this chat brings its line', () => {
    expect(guest('en-US', 'Can I go down to 500 cals to speed it up? I am on Mounjaro').text).toMatch(
      /\*\*On tirzepatide:\*\*/,
    );
    expect(guest('en-US', 'is 800 calories a day ok to lose weight faster?').text).not.toMatch(/\*\*On /);
  });

  it.each([
    // Calories burned, a meal's calories, a deficit: not a day's intake.
    ['en-US', 'I burned 500 calories on my run, can I eat more today?'],
    ['en-US', 'is a 300 calorie snack ok in the afternoon?'],
    ['en-US', 'should I eat 500 calories less than I use?'],
    ['zh-CN', '今天运动消耗了600千卡，可以多吃点吗'],
    // Someone else's eating keeps the undereating answer; a teenager the minor answer.
    ['en-US', 'my grandmother only eats about 800 calories a day, what can I do?'],
    ['en-US', "I'm 15 and want to eat 800 calories a day to lose weight"],
    // 1,800 kcal a day is no very low intake.
    ['en-US', 'is 1800 calories a day ok for me?'],
  ] as const)('%s look-alike keeps its own answer: "%s"', (locale, q) => {
    expect(askAs('ASH', locale, q).rules).not.toContain('very-low-intake');
    expect(guest(locale, q).rules).not.toContain('very-low-intake');
  });

  it.each([
    ['en-US', "I'm 160 cm and 45 kg, I want to lose more weight, is 700 kcal a day ok?"],
    ['zh-CN', '160cm 45kg，还想减肥，每天吃700大卡行吗'],
  ] as const)('%s look-alike, underweight and wanting to lose, keeps "do not lose": "%s"', (locale, q) => {
    const r = guest(locale, q);
    expect(r.rules).not.toContain('very-low-intake');
    expect(r.text).toMatch(/do not (try to )?lose|不要再减|不宜再减|不要减重|不应该再减/i);
  });

  it('a follow-up of a message with no calories is not read as an intake', () => {
    expect(veryLowIntakeAsked('what about 600?', 'how much vitamin D should I take?')).toBeNull();
    expect(veryLowIntakeAsked('and 500?', 'my grandma eats 900 calories a day')).toBeNull();
  });
});

describe('an "it" that points at nothing earlier is no follow-up', () => {
  it.each([
    'Can I go down to 500 cals to speed it up?',
    "I'm eating 900 calories a day and losing 2kg a week, is it ok to keep going like this?",
  ])('"%s" keeps its own reading', (q) => {
    const r = readQuestion(q, PROTEIN_Q);
    expect(r.elliptical).toBe(false);
    expect(r.subjects.map((s) => s.key)).not.toContain('drug:tirzepatide');
  });

  it.each([
    // A pronoun of a real follow-up still points back.
    ['can I take it at night?', 'is magnesium ok with my Mounjaro?'],
    ['is 1000 mg of it too much?', 'how much vitamin C should I take?'],
    ['what about 600?', 'I eat about 900 calories a day on Mounjaro'],
  ])('"%s" after "%s" still reads as a follow-up', (q, previous) => {
    expect(readQuestion(q, previous).elliptical).toBe(true);
  });
});

describe(
  'protein on a GLP-1 medicine is the amount, not a pair (en P4 moderate #3)',
  { timeout: 120_000 },
  () => {
    it.each([
      ['en-US', PROTEIN_Q, /82 g/],
      ['en-US', 'how many grams of protein a day do I need while on tirzepatide?', /82 g/],
      ['zh-CN', '打穆峰达期间每天要吃多少蛋白质才不掉肌肉？', /蛋白质/],
    ] as const)('%s, with the plan: "%s"', (locale, q, figure) => {
      const r = askAs('ASH', locale, q);
      expect(r.text).toMatch(figure);
      expect(r.text).toMatch(/strength exercise|力量训练/);
      expect(r.text).not.toMatch(/need spacing|no known interaction|没有.*需要间隔/);
      expect(r.text).not.toMatch(NEIGHBOUR);
    });

    it('as a guest', () => {
      const r = askAs('ASH', 'en-US', PROTEIN_Q, { withPlan: false });
      expect(r.intent).toBe('how_much_nutrient');
      expect(r.text).toMatch(/strength exercise/);
      expect(r.text).not.toMatch(/need spacing|no known interaction/);
    });

    it.each([
      // A pair with a rule keeps the pair's answer.
      ['how much vitamin K can I eat on warfarin?', [], /Warfarin × Vitamin K/],
      ['how much calcium can I take with levothyroxine?', [], /4 hours/],
    ] as const)('look-alike with a rule keeps the pair: "%s"', (q, meds, expected) => {
      const r = guest('en-US', q, undefined, [...meds]);
      expect(r.intent).toBe('drug_interaction');
      expect(r.text).toMatch(expected);
    });
  },
);
