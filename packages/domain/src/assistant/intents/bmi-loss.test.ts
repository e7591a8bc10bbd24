import { describe, expect, it } from 'vitest';
import { REFERENCE_PERSONAS } from '../../engine/reference-personas';
import { assistantReply } from '../reply';
import { storedPlanFor } from '../testing';

// Answer round 3 (zh-002, en-002): "想半年减到80，每天吃多少热量" got the maintenance energy; a goal
// weight said as "减到 / get down to" is a weight-loss question, and the answer says the safe pace.
describe('a goal weight asked in other words gets the weight-loss target and the safe pace', () => {
  const persona = 'healthy man, weight loss';
  const answers = new Map(REFERENCE_PERSONAS).get(persona);
  it.each([
    [
      'zh-CN',
      '我175，95公斤，想半年减到80，每天吃多少热量比较合理？',
      /减重时每天吃约[\s\S]*每周 0\.5–1 千克/,
    ],
    [
      'en-US',
      "I'm 95 kg and want to get down to 80, how many calories should I eat",
      /weight-loss target[\s\S]*0\.5–1 kg/,
    ],
  ] as const)('%s: %s', (locale, text, said) => {
    if (!answers) throw new Error(persona);
    const plan = storedPlanFor(persona, answers, locale);
    const r = assistantReply({ text, locale, plan, medicines: [] });
    expect(r.text).toMatch(said);
  });
});
