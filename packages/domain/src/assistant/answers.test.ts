/**
 * Issue 15 §7, "the assistant answers the question asked", through the engine: dose questions get this
 * person's dose, multi-part questions are answered part by part, supplement/food timing comes from the
 * sourced table, statin muscle aches go to the prescriber, and follow-ups never contradict a warning.
 */
import { describe, expect, it } from 'vitest';
import { pick, type Locale } from '../contracts/common';
import { amount } from './format';
import {
  applySafetyNotes,
  assistantReply,
  checkAnswer,
  contradicts,
  CONDITION_DOSE_RULES,
  FORBIDDEN_AFTER,
  filterFollowUps,
  PAIR_RULES,
  splitQuestion,
  STATIN_MUSCLE,
  warningsInAnswer,
  type FollowUp,
} from './index';
import { noteCovered } from './followups';
import { Q } from './intents/shared';
import {
  ANSWER_PERSONAS,
  DOSE_CASES,
  FOLLOW_UP_CASES,
  MULTI_CASES,
  PAIRING_CASES,
  STATIN_CASES,
  type AnswerPersona,
} from './testing-answers';
import { medicinesOf, storedPlanFor } from './testing';

const planOf = (persona: AnswerPersona, locale: Locale) =>
  storedPlanFor(persona, ANSWER_PERSONAS[persona], locale);
const ask = (q: string, locale: Locale, persona: AnswerPersona) => {
  const plan = planOf(persona, locale);
  return {
    plan,
    reply: assistantReply({ text: q, locale, plan, medicines: medicinesOf(ANSWER_PERSONAS[persona]) }),
  };
};

/** No follow-up of a kind the answer's warnings rule out (FORBIDDEN_AFTER), by data not wording. */
function expectNoContradiction(followUps: readonly FollowUp[], warnings: Parameters<typeof contradicts>[1]) {
  for (const f of followUps) expect(contradicts(f, warnings), `${f.kind} ${f.substance ?? ''}`).toBe(false);
}

describe('§7 dose questions give this person’s dose', () => {
  it('has at least 10 phrasings in each language', () => {
    for (const l of ['zh-CN', 'en-US'] as const)
      expect(DOSE_CASES.filter((c) => c.locale === l).length).toBeGreaterThanOrEqual(10);
  });
  it.each(DOSE_CASES.map((c) => [`${c.locale} ${c.persona}: ${c.q}`, c] as const))('%s', (_n, c) => {
    const { plan, reply } = ask(c.q, c.locale, c.persona);
    expect(['how_much_nutrient', 'dose_too_high']).toContain(reply.intent);
    const rec = plan.recommendations.find((r) => r.nutrient === c.nutrient);
    const status = plan.nutrients.find((n) => n.key === c.nutrient)!;
    switch (c.expect) {
      case 'plan_dose':
        expect(rec, 'the plan has a dose').toBeDefined();
        expect(rec!.supervised).toBeUndefined();
        expect(reply.text).toContain(amount(rec!.dose, rec!.unit));
        break;
      case 'supervised':
        expect(rec?.supervised).toBe(true);
        expect(reply.text).toContain(amount(rec!.dose, rec!.unit));
        // Marked as a supervised treatment: the referral and the retest come with the figure.
        expect(reply.text).toMatch(c.locale === 'zh-CN' ? /医生监督/ : /medical supervision/);
        expect(reply.text).toContain(`${rec!.retestWeeks!.min}–${rec!.retestWeeks!.max}`);
        break;
      case 'covered':
        expect(rec).toBeUndefined();
        expect(status.fromSupplements).toBeGreaterThan(0);
        expect(reply.text).toContain(amount(status.fromSupplements, status.unit));
        break;
      case 'no_self_dose': {
        const rule = CONDITION_DOSE_RULES.find((r) => r.nutrients.includes(c.nutrient))!;
        expect(reply.notes.map((n) => n.id)).toContain(rule.id);
        expect(reply.text).toContain(pick(rule.text, c.locale));
        expect(reply.warnings).toContainEqual({ kind: 'avoid_supplement', substance: c.nutrient });
        // No follow-up about the nutrient at all (not even its food sources, for potassium).
        expect(reply.followUps.some((f) => f.substance === c.nutrient)).toBe(false);
        break;
      }
      case 'retinol':
        expect(reply.notes.map((n) => n.id)).toContain('pregnancy-retinol');
        expect(reply.warnings).toContainEqual({ kind: 'avoid_supplement', substance: 'vitaminA' });
        expect(reply.followUps.some((f) => f.kind === 'timing' && f.substance === 'vitaminA')).toBe(false);
        break;
    }
    // The target and, where set, the UL are the person's own.
    if (c.expect !== 'no_self_dose') expect(reply.text).toContain(amount(status.target, status.unit));
    expectNoContradiction(reply.followUps, reply.warnings);
    expect(checkAnswer(reply.text, { locale: c.locale, plan, medicines: [] }).problems).not.toContain(
      `dose_above_ul:${c.nutrient}`,
    );
  });

  it('a stated dose is judged against the person’s own UL ("5000 IU of D")', () => {
    const { plan, reply } = ask('is 5000 IU of D too much for me?', 'en-US', 'lin');
    const d = plan.nutrients.find((n) => n.key === 'vitaminD')!;
    expect(reply.intent).toBe('dose_too_high');
    expect(reply.text).toContain(amount(d.ul!, d.unit));
    expect(reply.text).toContain(amount(d.fromSupplements, d.unit)); // what Lin already takes
    expect(reply.warnings).toContainEqual({ kind: 'reduce_dose', substance: 'vitaminD' });
  });

  it('a need statement is not flagged as a dose above a supplements-only UL (magnesium 420 > 350)', () => {
    const plan = planOf('ckd', 'en-US'); // a man of 58: RDA 420 mg, supplement UL 350 mg
    expect(plan.nutrients.find((n) => n.key === 'magnesium')?.target).toBe(420);
    const r = checkAnswer('You need **420 mg of Magnesium** a day; the UL is 350 mg (supplements only).', {
      locale: 'en-US',
      plan,
      medicines: [],
    });
    expect(r.ok).toBe(true);
    const bad = checkAnswer('Take a 420 mg magnesium supplement every day.', {
      locale: 'en-US',
      plan,
      medicines: [],
    });
    expect(bad.problems).toContain('dose_above_ul:magnesium');
  });
});

describe('§7 multi-part questions are answered part by part, in order', () => {
  it('has at least 10 phrasings across both languages', () => {
    expect(MULTI_CASES.length).toBeGreaterThanOrEqual(10);
    for (const l of ['zh-CN', 'en-US'] as const)
      expect(MULTI_CASES.filter((c) => c.locale === l).length).toBeGreaterThanOrEqual(5);
  });
  it.each(MULTI_CASES.map((c) => [c.q, c] as const))('%s', (_q, c) => {
    const { reply } = ask(c.q, c.locale, c.persona);
    expect(reply.parts).toEqual(c.parts);
    // Each part is headed by its number, in order.
    const at = c.parts.map((_p, i) => reply.text.indexOf(`**${i + 1}. `));
    expect(at.every((x) => x >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    if (c.rules) {
      const order = c.rules.map((id) => reply.rules.indexOf(id));
      expect(order.every((x) => x >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
    expectNoContradiction(reply.followUps, reply.warnings);
  });
  it('does not split at an "and" between two nouns', () => {
    expect(splitQuestion('can I take iron and calcium together?')).toHaveLength(1);
    expect(splitQuestion('钙和铁能一起吃吗')).toHaveLength(1);
    expect(splitQuestion('我在吃华法林，可以吃鱼油吗')).toHaveLength(1);
    expect(splitQuestion("I'm on atorvastatin and my legs ache, should I take CoQ10?")).toHaveLength(1);
  });
});

describe('§7 supplement–supplement and food timing comes from the sourced table', () => {
  it('every rule has both languages and a source', () => {
    for (const r of PAIR_RULES) {
      expect(r.text.zh.length).toBeGreaterThan(5);
      expect(r.text.en.length).toBeGreaterThan(5);
      expect(r.source.ref).toMatch(/NIH|FDA|Synthroid|DRIs/);
      if (r.kind === 'separate' && r.hours !== undefined) expect(r.hours).toBeGreaterThan(0);
    }
    const byId = new Map(PAIR_RULES.map((r) => [r.id, r]));
    expect(byId.get('iron-calcium')?.hours).toBeGreaterThanOrEqual(2);
    expect(byId.get('levothyroxine-calcium')?.hours).toBe(4);
    expect(byId.get('levothyroxine-iron')?.hours).toBe(4);
  });
  it('has at least 10 phrasings in each language', () => {
    for (const l of ['zh-CN', 'en-US'] as const)
      expect(PAIRING_CASES.filter((c) => c.locale === l).length).toBeGreaterThanOrEqual(10);
  });
  it.each(PAIRING_CASES.map((c) => [c.q, c] as const))('%s', (_q, c) => {
    const { reply } = ask(c.q, c.locale, 'lin');
    const rule = PAIR_RULES.find((r) => r.id === c.rule)!;
    expect(reply.rules).toContain(c.rule);
    expect(reply.text).toContain(pick(rule.text, c.locale));
    if (rule.hours !== undefined) expect(reply.text).toMatch(new RegExp(`${rule.hours}\\s?(小时|h\\b)`));
    expectNoContradiction(reply.followUps, reply.warnings);
  });
});

describe('§7 statin muscle aches go to the prescriber; CoQ10 evidence is mixed', () => {
  it('has at least 5 phrasings in each language', () => {
    for (const l of ['zh-CN', 'en-US'] as const)
      expect(STATIN_CASES.filter((c) => c.locale === l).length).toBeGreaterThanOrEqual(5);
  });
  it.each(STATIN_CASES.map((c) => [c.q, c] as const))('%s', (_q, c) => {
    const { plan, reply } = ask(c.q, c.locale, c.persona);
    expect(reply.intent).toBe(c.intent);
    if (c.intent === 'urgent') {
      expect(reply.urgent).toBe(true);
      expect(reply.cards[0]).toMatchObject({ type: 'urgent', kind: 'muscle_breakdown' });
      expect(reply.suggestions).toEqual([]);
      return;
    }
    expect(noteCovered(reply.text, 'statin-prescriber')).toBe(true);
    expect(noteCovered(reply.text, 'statin-urgent')).toBe(true);
    expect(reply.text).toContain(pick(STATIN_MUSCLE.coq10, c.locale));
    expect(reply.warnings.map((w) => w.kind)).toContain('tell_prescriber');
    // Never "stop your statin": the answer passes the stop-medicine check untouched.
    expect(
      checkAnswer(reply.text, { locale: c.locale, plan, medicines: ['atorvastatin'] }).problems,
    ).not.toContain('stop_medicine');
    expectNoContradiction(reply.followUps, reply.warnings);
    expect(reply.followUps.some((f) => f.kind === 'products')).toBe(false);
  });
  it('muscle aches without a statin are not the statin answer', () => {
    expect(ask('my legs ache after running, can I take magnesium?', 'en-US', 'lin').reply.intent).not.toBe(
      'statin_muscle',
    );
  });
});

describe('§7 follow-ups never contradict a warning just given', () => {
  it('has at least 10 phrasings across both languages', () => {
    expect(FOLLOW_UP_CASES.length).toBeGreaterThanOrEqual(10);
  });
  it.each(FOLLOW_UP_CASES.map((c) => [c.q, c] as const))('%s', (_q, c) => {
    const { reply } = ask(c.q, c.locale, c.persona);
    expect(reply.warnings).toContainEqual(c.warning);
    expect(reply.suggestions.length).toBeGreaterThanOrEqual(1);
    expectNoContradiction(reply.followUps, reply.warnings);
    expect(reply.suggestions).toEqual(reply.followUps.map((f) => f.text));
  });
  it('the rule table rules out by kind and substance, not by wording', () => {
    const l = 'en-US';
    const avoidK = [{ kind: 'avoid_supplement' as const, substance: 'vitaminK' }];
    expect(filterFollowUps([Q.timing('vitaminK', l), Q.foods('vitaminK', l), Q.products(l)], avoidK)).toEqual(
      [Q.foods('vitaminK', l)],
    );
    expect(filterFollowUps([Q.timing('vitaminD', l)], avoidK)).toEqual([Q.timing('vitaminD', l)]);
    expect(
      filterFollowUps([Q.products(l), Q.timing('iron', l), Q.signs('iron', l)], [{ kind: 'see_doctor' }]),
    ).toEqual([Q.signs('iron', l)]);
    for (const row of Object.values(FORBIDDEN_AFTER)) expect(row.why.zh && row.why.en).toBeTruthy();
  });
  it('reads the warnings of a text it did not write (a model answer), in both languages', () => {
    const en = warningsInAnswer('Do not add vitamin K; if you feel numb, see a doctor for a blood test.', {
      locale: 'en-US',
      medicines: ['warfarin'],
    });
    expect(en).toContainEqual({ kind: 'avoid_supplement', substance: 'vitaminK' });
    expect(en).toContainEqual({ kind: 'see_doctor' });
    const zh = warningsInAnswer('服用华法林的人不要自行加服维生素K；如有手脚麻木请就医查血。', {
      locale: 'zh-CN',
      medicines: ['warfarin'],
    });
    expect(zh).toContainEqual({ kind: 'avoid_supplement', substance: 'vitaminK' });
    expect(zh).toContainEqual({ kind: 'see_doctor' });
  });
  it('safety notes are added to a text that lacks them, once, and recognised in any wording', () => {
    const notes = [{ id: 'statin-prescriber' as const, text: pick(STATIN_MUSCLE.prescriber, 'en-US') }];
    const added = applySafetyNotes('CoQ10 may help with energy.', notes);
    expect(added.added).toEqual(['statin-prescriber']);
    expect(applySafetyNotes(added.text, notes).added).toEqual([]);
    expect(applySafetyNotes('Please tell your doctor about the muscle pain first.', notes).added).toEqual([]);
    expect(applySafetyNotes('肌肉疼请先告诉开药医生。', notes).added).toEqual([]);
  });
});
