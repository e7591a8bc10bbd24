/**
 * The clinical pharmacist's and dietitian's chat findings, reproduced through the engine: each row of
 * REVIEW_CASES is a real question (both languages, odd phrasings) and the meaning its answer must carry
 * — the plan's own figures, a rule's note, a warning — checked by `factHolds`, never one fixed phrase.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { assistantReply, contradicts } from './index';
import {
  factHolds,
  REVIEW_CASES,
  REVIEW_PERSONAS,
  type ReviewCase,
  type ReviewPersona,
} from './testing-review';
import { findingsMissingALanguage, REREVIEW_CASES } from './testing-rereview';
import { medicinesOf, storedPlanFor } from './testing';

export const reviewPlan = (persona: ReviewPersona, locale: Locale): PlanDocument =>
  storedPlanFor(persona, REVIEW_PERSONAS[persona], locale);

export function expectReviewCase(
  c: ReviewCase,
  reply: ReturnType<typeof assistantReply>,
  plan: PlanDocument,
  shown = reply.text,
) {
  if (c.intent) {
    const intents = typeof c.intent === 'string' ? [c.intent] : c.intent;
    expect(intents, `intent ${reply.intent}`).toContain(reply.intent);
  }
  for (const id of c.notes ?? []) expect(reply.notes.map((n) => n.id)).toContain(id);
  for (const w of c.warnings ?? []) expect(reply.warnings).toContainEqual(w);
  for (const f of c.facts ?? []) {
    const holds = factHolds(f, shown, plan, c.locale);
    expect(holds, `the plan has the figure for ${JSON.stringify(f)}`).not.toBeNull();
    expect(holds, `${JSON.stringify(f)} in:\n${shown}`).toBe(true);
  }
  for (const f of c.forbid ?? [])
    expect(factHolds(f, shown, plan, c.locale), `no ${JSON.stringify(f)} in:\n${shown}`).not.toBe(true);
  if (c.noFollowUpAbout) expect(reply.followUps.filter((f) => f.substance === c.noFollowUpAbout)).toEqual([]);
  // Source lines in the screen's language: no Chinese on an en-US screen (C2).
  if (c.locale === 'en-US')
    for (const m of shown.matchAll(/_Source: ([^_]*)_/g)) expect(m[1]).not.toMatch(/\p{Script=Han}/u);
  if (c.noTimingFollowUp)
    expect(reply.followUps.filter((f) => f.kind === 'timing' && f.substance === c.noTimingFollowUp)).toEqual(
      [],
    );
  if (c.noPromptToTake) {
    const prompts = ['timing', 'how_much', 'why', 'products', 'too_high'];
    expect(
      reply.followUps.filter((f) => f.substance === c.noPromptToTake && prompts.includes(f.kind)),
    ).toEqual([]);
  }
  for (const f of reply.followUps) expect(contradicts(f, reply.warnings)).toBe(false);
}

describe('review and re-review findings through the engine (both locales)', () => {
  it('has several phrasings per finding in each language', () => {
    for (const l of ['zh-CN', 'en-US'] as const)
      expect(REVIEW_CASES.filter((c) => c.locale === l).length).toBeGreaterThanOrEqual(10);
  });
  it('has both languages for every re-review finding', () => {
    expect(findingsMissingALanguage(REREVIEW_CASES)).toEqual([]);
  });
  it.each(
    [...REVIEW_CASES, ...REREVIEW_CASES].map(
      (c) => [`${c.finding} ${c.locale} ${c.persona}: ${c.q}`, c] as const,
    ),
  )('%s', (_n, c) => {
    const plan = reviewPlan(c.persona, c.locale);
    const history = (c.history ?? []).map((content) => ({ role: 'user' as const, content }));
    const reply = assistantReply({
      text: c.q,
      locale: c.locale,
      plan,
      medicines: medicinesOf(REVIEW_PERSONAS[c.persona]),
      history,
    });
    expect(reply.urgent).toBe(false);
    expectReviewCase(c, reply, plan);
  });
});

describe('source lines in the screen’s language (C2)', () => {
  it.each([
    ['zh-CN', '镁什么时候吃', 'plain', /美国国立卫生研究院/],
    ['zh-CN', '骨质疏松怎么吃', 'plain', /中国居民膳食指南（2022）/],
    ['zh-CN', '蛋白质一天要多少', 'plain', /中国居民膳食营养素参考摄入量（2023版）/],
  ] as const)('%s %s', (locale, q, persona, re) => {
    const plan = reviewPlan(persona, locale);
    const reply = assistantReply({ text: q, locale, plan, medicines: [] });
    expect(reply.text).toMatch(re);
  });
  it('an en-US bone answer does not cite the Chinese food guide', () => {
    const plan = reviewPlan('plain', 'en-US');
    const reply = assistantReply({ text: 'tips for strong bones', locale: 'en-US', plan, medicines: [] });
    expect(reply.text).not.toMatch(/Chinese Dietary Guidelines|\p{Script=Han}/u);
  });
});
