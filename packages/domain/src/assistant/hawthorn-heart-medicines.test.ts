/**
 * Blind answer round 16, en-083: hawthorn "seen on Facebook" for a father with heart failure on digoxin
 * was never named beside digoxin (the emergency card that answered instead is the learned triage
 * reader's, left to the session that owns it). The class: hawthorn supplements are a substance with
 * interaction rows — digoxin (moderate, avoid) and beta blockers, calcium channel blockers and nitrates
 * (moderate, ask first) — named whenever hawthorn is asked about beside them.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { storedPlanFor } from './testing';
import { taboosFor } from '../interactions';

type Locale = 'zh-CN' | 'en-US';
const PERSONA = 'heart failure, potassium 5.4';
function ask(locale: Locale, text: string) {
  const answers = new Map(REFERENCE_PERSONAS).get(PERSONA);
  if (!answers) throw new Error(PERSONA);
  return assistantReply({
    text,
    locale,
    plan: storedPlanFor(`a16:${PERSONA}:${locale}`, answers, locale),
    medicines: [...(answers.medicines ?? [])],
    history: [],
  });
}
function guest(locale: Locale, text: string, medicines: string[]) {
  return assistantReply({ text, locale, plan: null, medicines, history: [] });
}

const EN_CARD = /Interaction with your medicine Digoxin.*Hawthorn/;
const ZH_CARD = /与你正在服用的地高辛有相互作用.*山楂提取物/;

describe('en-083: hawthorn with digoxin and other heart medicines', () => {
  it('the rules: digoxin avoid; beta blockers, calcium channel blockers and nitrates ask first', () => {
    const t = taboosFor(
      { medicines: ['digoxin', 'metoprolol', 'amlodipine'], substances: ['hawthorn'] },
      'en-US',
    );
    const by = new Map(t.map((x) => [x.drugId, x.management]));
    expect(by.get('digoxin')).toBe('avoid');
    expect(by.get('metoprolol')).toBe('monitor');
    expect(by.get('amlodipine')).toBe('monitor');
    expect(t.every((x) => /nccih\.nih\.gov\/health\/hawthorn/.test(x.source.url ?? ''))).toBe(true);
  });

  it.each([
    'My dad takes digoxin and furosemide. He wants to take CoQ10 and hawthorn, is that safe?',
    'is hawthorn berry extract ok for his heart with the lanoxin?',
    'he saw hawthorn capsules on facebook for heart failure, can he try them?',
  ])('with the heart-failure plan (en): %s', (q) => {
    expect(ask('en-US', q).text).toMatch(EN_CARD);
  });

  it.each([
    '我爸吃地高辛，想吃山楂提取物和辅酶Q10，可以吗',
    '山楂叶胶囊对心脏好吗？他在吃地高辛',
    '心衰能吃山楂胶囊吗',
  ])('with the heart-failure plan (zh): %s', (q) => {
    expect(ask('zh-CN', q).text).toMatch(ZH_CARD);
  });

  it('as a guest on digoxin, and on a beta blocker', () => {
    expect(guest('en-US', 'can I take hawthorn with digoxin?', []).text).toMatch(/Hawthorn/);
    expect(guest('en-US', 'is hawthorn extract ok with my metoprolol?', ['metoprolol']).text).toMatch(
      /blood pressure can fall too far/,
    );
  });

  it('look-alikes: haw snacks and no heart medicine are not the card', () => {
    // 山楂糕 / 山楂片 are foods, not the hawthorn supplement.
    expect(ask('zh-CN', '山楂糕可以吃吗').text).not.toMatch(ZH_CARD);
    // Hawthorn with no heart medicine: no interaction card.
    expect(guest('en-US', 'is hawthorn extract any good for blood pressure?', []).text).not.toMatch(
      /Interaction with your medicine/,
    );
  });
});
