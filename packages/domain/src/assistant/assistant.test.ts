import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pick, type Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { targetsFor } from '../targets';
import { amount } from './format';
import {
  assistantReply,
  checkAnswer,
  intentOf,
  quickQuestionsFor,
  runAssistantTool,
  safeMarkdown,
  streamTokens,
  URGENT_LEAD,
} from './index';
import { CRISIS_LEAD, redFlagsFor, urgentLeadsFor } from '../safety';
import { CHAT_CASES, CHAT_PERSONA, CHAT_PERSONA_MEDICINES, storedPlanFor } from './testing';
import { person } from '../testing';

const planOf = (locale: Locale): PlanDocument => storedPlanFor('Lin', CHAT_PERSONA, locale);
const PLANS = { 'zh-CN': planOf('zh-CN'), 'en-US': planOf('en-US') } as const;

describe('the question table', () => {
  it('has at least 20 questions in each language', () => {
    expect(CHAT_CASES.filter((c) => c.locale === 'zh-CN').length).toBeGreaterThanOrEqual(20);
    expect(CHAT_CASES.filter((c) => c.locale === 'en-US').length).toBeGreaterThanOrEqual(20);
    expect(new Set(CHAT_CASES.map((c) => c.intent)).size).toBeGreaterThanOrEqual(16);
  });

  it.each(CHAT_CASES.map((c) => [c.q, c] as const))('%s', (_q, c) => {
    const plan = PLANS[c.locale];
    const r = assistantReply({ text: c.q, locale: c.locale, plan, medicines: [...CHAT_PERSONA_MEDICINES] });
    expect(r.intent).toBe(c.intent);
    for (const fact of c.facts(plan)) expect(r.text).toContain(fact);
    for (const type of c.cards ?? []) expect(r.cards.map((x) => x.type)).toContain(type);
    expect(r.urgent).toBe(c.intent === 'urgent');
    if (r.urgent) {
      // The crisis line comes first for suicidal thoughts, then 120/911; every other kind opens with 120/911.
      // A stroke, a heart attack or anaphylaxis opens with "call now" alone (fourteenth review, en P1 #2).
      const suicidal = r.cards.some((card) => card.type === 'urgent' && card.kind === 'suicidal');
      const kinds = redFlagsFor(c.q).map((h) => h.kind);
      const emergencyLead = pick(urgentLeadsFor(kinds)[0]!, c.locale);
      const lead = suicidal ? pick(CRISIS_LEAD, c.locale) : emergencyLead;
      expect(r.text.startsWith(`**${lead}**`)).toBe(true);
      expect(r.text).toContain(suicidal ? pick(URGENT_LEAD, c.locale) : emergencyLead);
      expect(r.cards.map((card) => card.type)).toEqual(['urgent']);
    } else {
      expect(r.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(r.suggestions.length).toBeLessThanOrEqual(3);
    }
    // Every answer passes the safety check it was built through.
    expect(checkAnswer(r.text, { locale: c.locale, plan, medicines: [...CHAT_PERSONA_MEDICINES] }).ok).toBe(
      true,
    );
  });
});

describe('recommendation answers lead to products (issue 19.3)', () => {
  it.each([
    ['zh-CN', '钙什么时候吃最好？'],
    ['zh-CN', '为什么推荐我补钙？'],
    ['zh-CN', '我每天需要吃多少钙？'],
    ['en-US', 'When should I take calcium?'],
    ['en-US', 'Why do I need calcium?'],
    ['en-US', 'How much calcium should I take a day?'],
  ] as const)('%s "%s" carries the plan products that supply what it recommends', (locale, q) => {
    const plan = PLANS[locale];
    const r = assistantReply({ text: q, locale, plan, medicines: [...CHAT_PERSONA_MEDICINES] });
    const recommend = r.cards.find((c) => c.type === 'recommend');
    const products = r.cards.find((c) => c.type === 'products');
    expect(recommend?.type === 'recommend' && recommend.items.map((i) => i.nutrient)).toContain('calcium');
    expect(products?.type).toBe('products');
    if (products?.type !== 'products') return;
    const supplying = plan.products.filter((p) => p.nutrients.includes('calcium')).map((p) => p.productId);
    expect(supplying.length).toBeGreaterThan(0);
    expect(products.products.map((p) => p.productId)).toEqual(supplying);
  });

  it('offers no product for a nutrient it recommends none of, and none without a plan', () => {
    const r = assistantReply({ text: 'When should I take calcium?', locale: 'en-US', plan: null });
    expect(r.cards.some((c) => c.type === 'products')).toBe(false);
  });
});

describe('grounding', () => {
  it('without a plan, targets come from targetsFor for reference adults and the questionnaire is suggested', () => {
    const r = assistantReply({ text: '我每天需要多少维生素D？', locale: 'zh-CN', plan: null });
    const women = targetsFor({ sex: 'female', age: 30, weightKg: 57 }, 'zh-CN').vitaminD;
    expect(r.text).toContain(amount(women.target, women.unit));
    expect(r.text).toContain('问卷');
    const en = assistantReply({ text: 'how much calcium do I need', locale: 'en-US', plan: null });
    const men = targetsFor({ sex: 'male', age: 30, weightKg: 70 }, 'en-US').calcium;
    expect(en.text).toContain(amount(men.target, men.unit));
    expect(en.text).toContain('questionnaire');
  });

  it('a follow-up without a nutrient takes it from the previous user turn', () => {
    const r = assistantReply({
      text: '那什么时候吃最好？',
      locale: 'zh-CN',
      plan: PLANS['zh-CN'],
      history: [{ role: 'user', content: '我每天需要多少镁？' }],
    });
    expect(r.intent).toBe('supplement_timing');
    expect(r.text).toContain('镁');
  });

  it('never tells anyone to stop a prescribed medicine, whatever they ask', () => {
    for (const q of ['我可以停药吗', 'Can I stop taking warfarin?', '华法林可以不吃了吗']) {
      const r = assistantReply({ text: q, locale: /[a-z]/i.test(q) ? 'en-US' : 'zh-CN', plan: null });
      expect(checkAnswer(r.text, { locale: 'zh-CN', plan: null, medicines: [] }).problems).not.toContain(
        'stop_medicine',
      );
    }
  });

  it('red flags win over any other intent', () => {
    expect(redFlagsFor('我在吃华法林，胸痛').map((h) => h.kind)).toEqual(['chest_pain']);
    const r = assistantReply({
      text: 'I take warfarin and I have blood in my stool',
      locale: 'en-US',
      plan: null,
    });
    expect(r.urgent).toBe(true);
    // No country known in English: 911 and the local numbers (twelfth clinician review, en P1 #1, en P3 #1).
    expect(
      r.text.startsWith(
        '**See a doctor now or call 911, or your local emergency number (999 in the UK, 000 in Australia, 112 in Europe and India).**',
      ),
    ).toBe(true);
    expect(intentOf('can vitamin D be toxic')).toBe('dose_too_high');
    expect(redFlagsFor('can vitamin D be toxic')).toEqual([]);
  });

  it.each([
    ['我现在胸口很痛，左臂发麻，出冷汗', 'zh-CN', 'chest_pain', ['120']],
    [
      'stools are black and tarry, I am on warfarin, which supplement should I take?',
      'en-US',
      'bleeding',
      ['911'],
    ],
    [
      'pregnant, severe headache, blurred vision and my face is swollen; folic acid?',
      'en-US',
      'pre_eclampsia',
      ['911'],
    ],
    ['不想活了，吃什么维生素能开心点', 'zh-CN', 'suicidal', ['12356', '120']],
    ['I feel like ending it, does magnesium help?', 'en-US', 'suicidal', ['988', '911']],
    // Clinical re-review H5: thoughts of harming the baby (ACOG CO 757; NICE CG192).
    ['我总是控制不住想伤害宝宝，一直哭', 'zh-CN', 'perinatal_crisis', ['12356', '120']],
    [
      'I keep having thoughts of hurting my baby and I can not stop crying',
      'en-US',
      'perinatal_crisis',
      ['988', '911'],
    ],
  ] as const)('issue 15 example "%s" gets only urgent care, numbers first', (text, locale, kind, numbers) => {
    const r = assistantReply({ text, locale, plan: PLANS[locale], medicines: [...CHAT_PERSONA_MEDICINES] });
    expect(r.intent).toBe('urgent');
    expect(r.suggestions).toEqual([]);
    expect(r.cards).toEqual([
      { type: 'urgent', kind, calls: numbers.map((n) => expect.objectContaining({ number: n })) },
    ]);
    // The first number appears in the very first line, before anything else.
    const first = r.text.split('\n')[0]!;
    expect(first).toContain(numbers[0]);
    expect(r.text.indexOf(numbers[0])).toBeLessThan(r.text.indexOf(numbers.at(-1)!) + 1);
    // No supplement advice: no dose units and no product names.
    expect(r.text).not.toMatch(/\d\s?(mg|µg|μg|IU)\b/);
  });

  it('the plan profile feeds the detector: a pregnant plan turns a bad headache with spots into pre-eclampsia', () => {
    const plan = {
      ...PLANS['en-US'],
      profile: { ...PLANS['en-US'].profile, lifeStage: 'pregnant_t3' as const },
    };
    const r = assistantReply({ text: 'my head is pounding and I see spots', locale: 'en-US', plan });
    expect(r.cards).toMatchObject([{ type: 'urgent', kind: 'pre_eclampsia' }]);
    // Not pregnant: not pre-eclampsia (the persona's warfarin may still make a pounding head urgent).
    const notPregnant = assistantReply({
      text: 'my head is pounding and I see spots',
      locale: 'en-US',
      plan: PLANS['en-US'],
    });
    expect(notPregnant.cards.filter((c) => c.type === 'urgent' && c.kind === 'pre_eclampsia')).toEqual([]);
  });

  it('answers are total: any text in either locale gives a well-formed, HTML-free reply', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 })),
        fc.constantFrom<Locale>('zh-CN', 'en-US'),
        fc.boolean(),
        (text, locale, withPlan) => {
          const r = assistantReply({ text, locale, plan: withPlan ? PLANS[locale] : null });
          expect(typeof r.text).toBe('string');
          expect(r.text.length).toBeGreaterThan(0);
          expect(r.text).not.toMatch(/<[a-z/!?]/i);
          expect(r.suggestions.length).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);

  it('quick questions are 3–5, personalised from the plan, in the plan locale', () => {
    const q = quickQuestionsFor({ plan: PLANS['zh-CN'], medicines: ['warfarin'], locale: 'zh-CN' });
    expect(q.length).toBeGreaterThanOrEqual(3);
    expect(q.length).toBeLessThanOrEqual(5);
    expect(q.some((x) => x.includes('华法林'))).toBe(true);
    const none = quickQuestionsFor({ plan: null, locale: 'en-US' });
    expect(none.length).toBeGreaterThanOrEqual(3);
    expect(none.every((x) => /^[\x20-\x7e]+$/.test(x))).toBe(true);
  });

  it('tools run the engine: interaction, targets, foods, products, plan', () => {
    const ctx = { locale: 'en-US' as const, plan: PLANS['en-US'], medicines: ['warfarin'] };
    const inter = runAssistantTool(
      'check_interaction',
      '{"medicine":"华法林","supplement":"fish oil"}',
      ctx,
    ) as {
      rules: { severity: string }[];
    };
    expect(inter.rules.length).toBeGreaterThan(0);
    const t = runAssistantTool('nutrient_targets', { nutrient: 'vitamin D' }, ctx) as { target: number };
    expect(t.target).toBe(PLANS['en-US'].nutrients.find((n) => n.key === 'vitaminD')!.target);
    expect(runAssistantTool('food_sources', { nutrient: 'iron' }, ctx)).toHaveProperty('foods');
    expect(runAssistantTool('search_products', {}, ctx)).toHaveProperty('products');
    expect(runAssistantTool('get_plan', '', { ...ctx, plan: null })).toEqual({ plan: null });
    expect(runAssistantTool('nope', '{', ctx)).toHaveProperty('error');
  });
});

describe('streaming and markdown hygiene', () => {
  it('tokens join back to the text; Chinese in pieces of ≤ 3 characters, English by word', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        expect(streamTokens(s).join('')).toBe(s);
      }),
    );
    expect(streamTokens('维生素D每天')).toEqual(['维生素', 'D', '每天']);
    expect(streamTokens('take it with food')).toEqual(['take ', 'it ', 'with ', 'food']);
  });

  it('no raw HTML survives, comparisons stay', () => {
    expect(safeMarkdown('<script>alert(1)</script> BMI < 18.5')).toBe(
      '&lt;script>alert(1)&lt;/script> BMI < 18.5',
    );
    expect(safeMarkdown('[x](javascript:alert(1))')).toBe('[x](#)');
  });
});

// Dietitian review (2026-11-24): crash-diet questions in people's own words were out of scope in
// Chinese ("瘦20斤", "800卡", "只喝代餐", "233斤") and for "water fasting"; silence reads as permission.
describe('crash diets, in their own words', () => {
  const obese = (locale: Locale) =>
    storedPlanFor('Wang', { ...person('male', 35, 175, 117, 'light'), goals: ['weight_loss'] }, locale);
  const CRASH_LINE = {
    'zh-CN': '只应在医生监督下进行',
    'en-US': 'belong under medical supervision only',
  } as const;
  it.each([
    ['zh-CN', '我想一个月瘦20斤，每天吃800卡可以吗', true],
    ['zh-CN', '不吃主食只喝代餐行不行', true],
    ['zh-CN', '想半个月掉10斤，一天只吃一顿饭行吗', true],
    ['zh-CN', '我现在233斤，帮我算算每天吃多少', false],
    ['en-US', 'can i do water fasting for 2 weeks?', true],
    ['en-US', 'give me a 800 kcal diet to lose 10 kg in a month', true],
    ['en-US', 'is a 300 kcal snack ok for weight loss?', false],
  ] as const)('%s: %s', (locale, q, crash) => {
    const plan = obese(locale);
    const r = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(['weight_change', 'bmi_energy']).toContain(r.intent);
    // The plan's own floor is always there.
    expect(plan.profile.energyTargetKcal).toBeGreaterThan(2000);
    expect(r.text).toContain(String(plan.profile.energyTargetKcal));
    expect(r.text.includes(CRASH_LINE[locale])).toBe(crash);
  });
  it.each([
    ['en-US', "i'm thinking of eating like 700 calories a day to drop weight fast"],
    ['zh-CN', '每天只吃800大卡能瘦吗'],
  ] as const)('%s without a plan: %s still gets the supervision line', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [] });
    expect(r.text).toContain(CRASH_LINE[locale]);
  });
});
