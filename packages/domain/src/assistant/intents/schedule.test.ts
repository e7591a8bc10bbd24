/**
 * Issue 30 §2: "when do I take what" as the plan's day, "how many tablets of my product a day" from the
 * plan's product and its daily count, and follow-ups that keep their subject (round 2 zh-008, en-047,
 * en-133, en-154). Both languages; the people are the engine's reference personas.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../contracts/questionnaire';
import { REFERENCE_PERSONAS } from '../../engine/reference-personas';
import { assistantReply, type ChatTurn } from '../index';
import { storedPlanFor } from '../testing';

const PERSONAS = new Map<string, Answers>(REFERENCE_PERSONAS);
type Locale = 'zh-CN' | 'en-US';

function ask(persona: string, locale: Locale, text: string, previous?: string) {
  const answers = PERSONAS.get(persona)!;
  const plan = storedPlanFor(persona, answers, locale);
  const medicines = [...(answers.medicines ?? [])];
  const history: ChatTurn[] = [];
  if (previous) {
    const first = assistantReply({ text: previous, locale, plan, medicines });
    history.push({ role: 'user', content: previous }, { role: 'assistant', content: first.text });
  }
  return assistantReply({ text, locale, plan, medicines, history });
}

/** The schedule's line for a time of day ("- **With lunch …**: …"). */
const lineOf = (text: string, slot: RegExp) =>
  text.split('\n').find((l) => l.startsWith('- **') && slot.test(l)) ?? '';

describe('"when do I take what" is the plan’s day', () => {
  it.each<[Locale, string]>([
    ['zh-CN', '我的补充剂什么时候吃哪个？'],
    ['zh-CN', '这些补充剂每天怎么安排'],
    ['en-US', 'When do I take what?'],
    ['en-US', 'when should I take my supplements?'],
  ])('%s: %s — calcium split at two meals, vitamin D with a meal', (locale, text) => {
    // The healthy woman's plan: vitamin D 400 IU ×1, calcium carbonate 300 mg ×2 (600 mg a day).
    const r = ask('healthy woman', locale, text);
    expect(r.intent).toBe('supplement_timing');
    const lunch = lineOf(r.text, /午餐|lunch/);
    const dinner = lineOf(r.text, /晚餐|dinner/);
    expect(lunch).toMatch(/D3/);
    // At most 500 mg of calcium at a time: one 300 mg tablet at each of two meals.
    expect(lunch).toMatch(/(碳酸钙片 300毫克|Calcium carbonate 300 mg tablets) ×1/);
    expect(dinner).toMatch(/(碳酸钙片 300毫克|Calcium carbonate 300 mg tablets) ×1/);
    expect(r.text).toMatch(/500 (毫克|mg)/);
  });

  it('iron on an empty stomach on waking, away from the multivitamin', () => {
    const r = ask('iron deficiency with a multivitamin', 'en-US', 'When do I take what?');
    expect(lineOf(r.text, /On waking/)).toMatch(/Iron 60 mg/);
    expect(lineOf(r.text, /On waking/)).not.toMatch(/multivitamin/i);
  });

  it('thyroxine and alendronate on waking; supplements at meals after them', () => {
    const r = ask('osteoporosis on alendronate with Tums', 'zh-CN', '方案里的补充剂什么时候吃');
    const waking = lineOf(r.text, /早上起床/);
    expect(waking).toMatch(/左甲状腺素/);
    expect(waking).toMatch(/阿仑膦酸钠/);
    expect(waking).not.toMatch(/维生素|钙/);
  });

  it('a medicine whose time the plan does not know: its spacing is said', () => {
    const r = ask('kidney transplant on tacrolimus with magnesium', 'zh-CN', '这些补充剂每天怎么安排');
    expect(r.text).toMatch(/吗替麦考酚酯：镁要和它间隔至少 2 小时/);
    expect(lineOf(r.text, /睡前/)).toMatch(/氧化镁/);
  });

  it('without a plan: the questionnaire first', () => {
    const r = assistantReply({ text: 'When do I take what?', locale: 'en-US', plan: null });
    expect(r.text).toMatch(/built from your plan/);
  });
});

describe('"how many tablets a day" is the plan’s product and its count', () => {
  it.each<[Locale, string, RegExp]>([
    ['zh-CN', '钙片每天吃几片？', /碳酸钙片 300毫克\*\*：每天 2 份/],
    ['zh-CN', '钙片一天吃几粒', /碳酸钙片 300毫克\*\*：每天 2 份/],
    ['en-US', 'how many calcium tablets a day?', /Calcium carbonate 300 mg tablets\*\*: 2 a day/],
    ['en-US', 'how many vitamin D softgels do I take a day?', /Vitamin D3 400 IU softgels\*\*: 1 a day/],
  ])('%s: %s', (locale, text, count) => {
    const r = ask('healthy woman', locale, text);
    expect(r.text).toMatch(count);
  });

  it('no named nutrient: every product of the plan with its count', () => {
    const r = ask('healthy woman', 'en-US', 'how many tablets of each product do I take a day?');
    expect(r.intent).toBe('product_question');
    expect(r.text).toMatch(/Vitamin D3 400 IU softgels\*\*: 1 a day/);
    expect(r.text).toMatch(/Calcium carbonate 300 mg tablets\*\*: 2 a day/);
  });

  it('a product the plan does not hold gets no count from the plan (CoQ10 keeps its own answer)', () => {
    const r = ask('healthy woman', 'zh-CN', '鱼油每天吃几粒');
    expect(r.text).not.toMatch(/每天 \d+ 份/);
  });
});

describe('follow-ups keep their subject', () => {
  it('"那我该吃多少" after magnesium is about magnesium', () => {
    const r = ask('healthy woman', 'zh-CN', '那我该吃多少', '镁是睡前吃好还是早上吃好');
    expect(r.text).toMatch(/镁/);
    expect(r.text).not.toMatch(/主要营养素每日目标/);
  });

  it('"那跟钙片能一起吃不" after magnesium names both (round 2 zh-008)', () => {
    const r = ask('healthy woman', 'zh-CN', '那跟钙片能一起吃不', '镁是睡前吃好还是早上吃好');
    expect(r.text).toMatch(/镁/);
    expect(r.text).toMatch(/钙/);
  });

  it('"and the vitamin D same time?" after calcium is the calcium + vitamin D pairing (round 2 en-154)', () => {
    const r = ask('healthy woman', 'en-US', 'and the vitamin D same time?', 'when should I take my calcium?');
    expect(r.text).toMatch(/Calcium \+ Vitamin D: fine together/);
  });

  it('"镁是睡前吃好还是早上吃好" is a timing question, not a dose one', () => {
    const r = ask('healthy woman', 'zh-CN', '镁是睡前吃好还是早上吃好');
    expect(r.text).toMatch(/晚间服用/);
    expect(r.text).not.toMatch(/你每天需要/);
  });

  it('"do I need to pump and dump after?" after wine while breastfeeding (round 2 en-047)', () => {
    const r = ask(
      'lactating on sertraline',
      'en-US',
      'do I need to pump and dump after?',
      'can I have a glass of wine while breastfeeding?',
    );
    expect(r.text).toMatch(/pumping and dumping does not clear it faster/);
    expect(r.text).not.toMatch(/daily targets/);
  });

  it('"几颗糖够吗，吃完多久再测" after "低血糖的时候吃什么最快" is the low-sugar rule (round 2 zh-080)', () => {
    const r = ask(
      'diabetes on insulin, glucose 2.6',
      'zh-CN',
      '几颗糖够吗，吃完多久再测',
      '低血糖的时候吃什么最快',
    );
    expect(r.text).toMatch(/15–20克/);
    expect(r.text).toMatch(/15分钟后再测/);
  });

  it('a follow-up no rule reads gets the specific line, not "outside what I can answer" (round 2 zh-032)', () => {
    const r = ask('pregnant t1', 'zh-CN', '那榴莲呢 我妈说太热气了', '孕早期可以吃芒果吗');
    expect(r.text).toMatch(/我没有可靠的规则/);
    expect(r.text).toMatch(/产科医生或助产士/);
  });

  it('"ok so how many hours apart?" after a multivitamin with minocycline gives the spacing (round 2 en-133)', () => {
    const r = ask(
      'isotretinoin with minocycline',
      'en-US',
      'ok so how many hours apart?',
      'can I take a multivitamin with minocycline?',
    );
    expect(r.text).toMatch(/2 hours before or 4–6 hours after/);
    expect(r.text).not.toMatch(/daily targets/);
  });
});
