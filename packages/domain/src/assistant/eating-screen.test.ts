/**
 * After a positive eating-disorder screen (SCOFF) the assistant's weight and calorie answers give the
 * referral, never a deficit or a calorie target; the same person without the screen gets the target.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { applySafetyNotes } from './followups';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const PERSONAS = new Map(REFERENCE_PERSONAS);
const SCREENED = 'eating-disorder screen positive, wants to lose weight';

function ask(text: string, locale: Locale, screened = true) {
  const answers = PERSONAS.get(SCREENED)!;
  const { scoff: _scoff, ...unscreened } = answers;
  const plan = storedPlanFor(
    screened ? SCREENED : `${SCREENED} (no screen)`,
    screened ? answers : unscreened,
    locale,
  );
  return assistantReply({ text, locale, plan });
}

/** A calorie figure, a deficit or a weekly loss rate. */
const FIGURES = /\d[\d,]*\s*(kcal|千卡|大卡|卡)|500–1000|500–1,000|0\.5–1\s*(kg|千克)|每周减|a week below/i;

describe('a positive eating-disorder screen in the plan', () => {
  it.each([
    ['zh-CN', '想减5公斤，每天应该吃多少卡路里？', /精神心理科或进食障碍门诊/],
    ['zh-CN', '我想瘦10斤，怎么吃', /全科或家庭医生/],
    ['en-US', 'How many calories should I eat to lose 5 kg?', /eating-disorder service/],
    ['en-US', 'what is my daily calorie target for weight loss', /GP or family doctor/],
  ] as const)('(%s) "%s": the referral, no deficit figure', (locale, text, referral) => {
    const r = ask(text, locale);
    expect(r.text).toMatch(referral);
    expect(r.text).not.toMatch(FIGURES);
    expect(r.notes.map((n) => n.id)).toContain('eating-screen-referral');
    // A model never answers it: the chat streams this answer as it is.
    expect(r.ruleOnly).toBe(true);
  });

  it.each([
    ['zh-CN', '想减5公斤，每天应该吃多少卡路里？'],
    ['en-US', 'How many calories should I eat to lose 5 kg?'],
  ] as const)('(%s) without the screen the same person gets the plan’s target', (locale, text) => {
    const r = ask(text, locale, false);
    expect(r.text).toMatch(/kcal/);
    expect(r.text).not.toMatch(/进食障碍|eating-disorder/);
  });

  it('a model answer that leaves the referral out gets it added', () => {
    const r = ask('How many calories should I eat to lose 5 kg?', 'en-US');
    const fixed = applySafetyNotes('Eat less and move more.', r.notes);
    expect(fixed.added).toEqual(['eating-screen-referral']);
    expect(fixed.text).toMatch(/eating-disorder service/);
  });

  it('other questions are answered as usual', () => {
    const r = ask('维生素D每天需要多少？', 'zh-CN');
    expect(r.text).not.toMatch(/进食障碍门诊/);
    expect(r.ruleOnly).toBe(false);
  });
});
