/**
 * Fourteenth clinician review, en P1 #2 (Harold, 76): "my wife says the left side of my face is drooping
 * and my words are coming out slurred, my arm feels heavy. I'm going to lie down a bit" was answered "See
 * a doctor now or call 911 …", and the plan to lie down went unchallenged. A stroke needs the emergency
 * services and nothing else (Powers WJ et al., AHA/ASA guidelines for the early management of acute
 * ischaemic stroke, Stroke 2019;50:e344: EMS activation; 中国急性缺血性脑卒中诊治指南 2023: 立即拨打120).
 *
 * The class: the time-critical emergencies — stroke, a heart attack, anaphylaxis — open with "call the
 * number now", never "see a doctor or call"; and a message that says it will lie down, sleep or wait is
 * told not to, and not to drive.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askPersona } from './testing';

const HAROLD = 'Harold CKD G3a on Zestoretic and aspirin 81, K 3.4, Ca 10.4 (en)';
const CALL_NOW = { zh: /^\*\*请马上拨打120/, en: /^\*\*Call 911 now/ };
const OR_SEE = { zh: /请立即就医，或/, en: /See a doctor now or/ };
const DONT_WAIT = { zh: /不要躺下等|不要等/, en: /Don't lie down and wait|do not lie down/i };
const NO_DRIVE = { zh: /不要自己开车/, en: /don't drive|do not drive/i };

describe('a stroke: call the emergency number now, and do not lie down and wait (en P1 #2)', () => {
  it.each([
    // The reviewer's words with the plan, then as a guest, everyday words, a typo, mixed language.
    [
      'en-US',
      "my wife says the left side of my face is drooping and my words are coming out slurred, my arm feels heavy. I'm going to lie down a bit",
      true,
    ],
    [
      'en-US',
      "my wife says the left side of my face is drooping and my words are coming out slurred, my arm feels heavy. I'm going to lie down a bit",
      false,
    ],
    [
      'en-US',
      "my face went droopy on one side and I can't get my words out right, gonna lay down for a bit",
      false,
    ],
    ['en-US', 'suddenly my arm is weak and my speach is slurred, i think ill just sleep it off', false],
    ['zh-CN', '我爸突然嘴歪了，说话不清楚，一边手没劲，他说先躺一会儿', false],
    ['zh-CN', '突然半边身子麻，说话含糊不清，想先睡一会看看', false],
    ['zh-CN', '老公face drooping，说话不清楚，他说先躺会', false],
  ] as const)('%s: "%s" (plan: %s)', (locale, q, withPlan) => {
    const r = askPersona(HAROLD, locale, q, { withPlan });
    const zh = locale === 'zh-CN';
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(zh ? CALL_NOW.zh : CALL_NOW.en);
    expect(r.text).not.toMatch(zh ? OR_SEE.zh : OR_SEE.en);
    expect(r.text).toMatch(zh ? DONT_WAIT.zh : DONT_WAIT.en);
    expect(r.text).toMatch(zh ? NO_DRIVE.zh : NO_DRIVE.en);
  });

  it.each([
    // Two more members of the class: a heart attack and anaphylaxis.
    ['en-US', 'crushing chest pain going down my left arm and I am sweating'],
    ['en-US', 'my throat is swelling up and I can hardly breathe after eating shrimp'],
    ['zh-CN', '胸口压着疼，左胳膊也疼，一直出冷汗'],
    ['zh-CN', '吃了虾以后喉咙肿了，喘不上气'],
  ] as const)('%s the other time-critical kinds open with the number: "%s"', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(locale === 'zh-CN' ? CALL_NOW.zh : CALL_NOW.en);
  });

  it('an emergency that is not time-critical in that way keeps "see a doctor or call"', () => {
    const r = assistantReply({
      text: '拉肚子拉了一整天，现在一点尿都没有，头晕',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
      history: [],
    });
    if (r.urgent) expect(r.text).not.toMatch(/不要躺下等/);
  });
});
