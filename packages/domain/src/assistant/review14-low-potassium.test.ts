/**
 * Fourteenth clinician review, en P1 #3 (Harold, 76, CKD G3a on Zestoretic — lisinopril with
 * hydrochlorothiazide — K 3.4): "my potassium was 3.4 should I eat bananas or buy potassium pills" was
 * answered with the high-potassium foods text ("keep high-potassium foods small … bananas, oranges").
 *
 * The class: a low potassium (typed, or the plan's below its range) asked about food or potassium pills
 * by someone whose medicines or kidneys would otherwise make the potassium answers assume a high one
 * (an ACE inhibitor, an ARB, spironolactone, kidney disease) or whose medicine lowers it (a thiazide or
 * loop diuretic): the low-potassium answer — no pills of one's own, ordinary portions of potassium-rich
 * food, a recheck and the diuretic reviewed by the prescriber (Zestoretic US PI §5; KDOQI 2020 6.4;
 * NICE CKS Hypokalaemia 2023). Never "keep high-potassium foods small".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askPersona } from './testing';

const HAROLD = 'Harold CKD G3a on Zestoretic and aspirin 81, K 3.4, Ca 10.4 (en)';
const LOW = { zh: /偏低/, en: /\blow\b/i };
const NO_PILLS = {
  zh: /不要自己买钾片|不要自己吃钾片|不要自行/,
  en: /do not buy potassium tablets yourself|never on your own/i,
};
const RECHECK = { zh: /复查血钾/, en: /recheck/i };
const HIGH_TEXT = {
  zh: /钾高的食物少吃|血钾偏高或医生让你限钾/,
  en: /keep high-potassium foods small|potassium running high/i,
};

describe('a low potassium asked about food or pills is answered as low (en P1 #3)', () => {
  it.each([
    // The reviewer's words, with the plan.
    ['en-US', 'my potassium was 3.4 should I eat bananas or buy potassium pills'],
    ['en-US', 'my potassium is a bit low, can I eat more bananas?'],
    ['en-US', 'potasium 3.4 - shoud I buy potassium pills'],
    ['zh-CN', '我血钾3.4，要多吃香蕉还是买钾片？'],
    ['zh-CN', '血钾有点低，能不能自己吃点补钾的药'],
    ['zh-CN', '我的potassium 3.4，多吃banana可以吗'],
  ] as const)('%s, with the plan: "%s"', (locale, q) => {
    const r = askPersona(HAROLD, locale, q);
    const zh = locale === 'zh-CN';
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(zh ? LOW.zh : LOW.en);
    expect(r.text).toMatch(zh ? NO_PILLS.zh : NO_PILLS.en);
    expect(r.text).toMatch(zh ? RECHECK.zh : RECHECK.en);
    expect(r.text).not.toMatch(zh ? HIGH_TEXT.zh : HIGH_TEXT.en);
    // His ACE inhibitor and kidneys are why tablets of his own could overshoot; his thiazide why it is low.
    expect(r.text).toMatch(zh ? /赖诺普利氢氯噻嗪[^。]*升高|肾/ : /keeps potassium in|kidney/i);
    expect(r.text).toMatch(zh ? /利尿|降低/ : /lower potassium|water pill/i);
  });

  it.each([
    // Three members of the class, as a guest who names the medicine: a loop diuretic, an ARB, spironolactone.
    [
      'en-US',
      'my potassium came back 3.2, I take furosemide, should I eat bananas or get potassium pills?',
      ['furosemide'],
    ],
    ['en-US', 'potassium 3.3 on losartan, can I eat more bananas?', ['losartan']],
    ['zh-CN', '我吃螺内酯，血钾3.3，要不要买钾片？', ['spironolactone']],
    ['zh-CN', '吃呋塞米的，血钾3.2，多吃香蕉行吗', ['furosemide']],
  ] as const)('%s, the medicine named: "%s"', (locale, q, medicines) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [...medicines], history: [] });
    const zh = locale === 'zh-CN';
    expect(r.text).toMatch(zh ? LOW.zh : LOW.en);
    expect(r.text).toMatch(zh ? NO_PILLS.zh : NO_PILLS.en);
    expect(r.text).not.toMatch(zh ? HIGH_TEXT.zh : HIGH_TEXT.en);
  });

  it.each([
    ['en-US', 'my potassium is 5.8, can I still eat bananas?'],
    ['zh-CN', '血钾5.8，还能吃香蕉吗'],
  ] as const)('%s a high potassium is never answered as low: "%s"', (locale, q) => {
    const r = askPersona(HAROLD, locale, q);
    expect(r.text).not.toMatch(/偏低：|is low:|need no limit|不用限制/);
  });
});
