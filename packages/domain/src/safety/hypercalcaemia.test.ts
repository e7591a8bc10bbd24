/**
 * A hypercalcaemic crisis in plain words (ninth clinician review, en P1 finding 3, SERIOUS): great
 * thirst, passing urine every hour, vomiting and confusion in a woman whose plan holds a calcium of
 * 11.4 mg/dL got a steroid-taper answer, `urgent: false`. With a known high calcium, sarcoidosis,
 * primary hyperparathyroidism or high-dose vitamin D — in the plan, said now or earlier — those signs
 * are the `hypercalcaemia` card (Society for Endocrinology emergency guidance 2016); without that
 * context the same words raise no new alarm.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from '../assistant/testing';
import type { RedFlagProfile } from './detect';
import { redFlagsFor } from './joined';

const HIGH_CA: RedFlagProfile = { highCalcium: true, medicines: ['prednisone', 'hydrochlorothiazide'] };
const SARCOID: RedFlagProfile = { conditions: ['sarcoidosis'] };
const PHPT: RedFlagProfile = { conditions: ['hyperparathyroidism'] };
const HIGH_D: RedFlagProfile = { highDoseVitaminD: true };

const kinds = (text: string, profile?: RedFlagProfile) => redFlagsFor(text, profile).map((h) => h.kind);

describe('the signs with a high calcium, sarcoidosis, hyperparathyroidism or high-dose vitamin D', () => {
  it.each([
    // the reviewer's words
    [
      'honestly i feel awful today. so thirsty i cant stop drinking, peeing every hour, threw up twice this morning and my husband says im not making sense and kind of out of it. is this just the prednisone?',
      HIGH_CA,
    ],
    [
      "this is her husband. she's not stopping anything, she's confused and vomiting. do I take her to the ER tonight or wait to call her rheumatologist monday?",
      HIGH_CA,
    ],
    // our own
    ['been throwing up since last night and so thirsty, drinking water constantly', HIGH_CA],
    ['Mum is very drowsy today and keeps getting muddled, she has sarcoidosis', undefined],
    ['i am really thirsty all the time and peeing every hour since yesterday', SARCOID],
    ['my wife seems confused this evening and has been vomiting', PHPT],
    ['extremely thirsty and going to the bathroom every hour, also threw up', HIGH_D],
    ['my calcium came back high last week and now I keep vomiting and I am so thirsty', undefined],
    ['been taking 50,000 IU of vitamin D every day for a month, now throwing up and so thirsty', undefined],
  ] as const)('en: %s', (text, profile) => {
    expect(kinds(text, profile)).toContain('hypercalcaemia');
  });

  it.each([
    ['这两天特别口渴，一直想喝水，一个小时就要上一次厕所，早上还吐了两次，人也有点糊涂', HIGH_CA],
    ['我妈今天糊涂了，说话颠三倒四，还吐', SARCOID],
    ['一直吐，口渴得厉害', HIGH_CA],
    ['老是口渴，尿特别多，还恶心想吐，今天吐了', PHPT],
    ['我血钙偏高，这两天特别口渴，一直跑厕所，还吐了两次', undefined],
    ['结节病的，今天人迷迷糊糊的，叫了半天才应', undefined],
    ['吃了一个月大剂量维生素D，现在一直吐，口渴得厉害', undefined],
  ] as const)('zh: %s', (text, profile) => {
    expect(kinds(text, profile)).toContain('hypercalcaemia');
  });
});

describe('no new alarm without the context, or without the signs', () => {
  it.each([
    ['so thirsty today after my run, peeing a lot too', undefined],
    ['I am thirsty all the time and pee a lot, could it be diabetes?', undefined],
    ['what are the symptoms of a high calcium?', HIGH_CA],
    ['I get thirsty in the afternoon, should I drink more water?', HIGH_CA],
    ['my calcium was high, what foods should I avoid?', undefined],
    ['what are some high calcium foods? I threw up yesterday from a bug', undefined],
    ['血钙高有什么症状？', HIGH_CA],
    ['天热老是口渴，正常吗', HIGH_CA],
    ['补钙对血压高有影响吗，最近口渴尿多', undefined],
    // Confused by what the doctors said, no sign of the body (round-64 read-through, development data).
    ['医生说我维生素D只有34，又说我钙太高，我都糊涂了。到底要不要补D？鱼肝油还能吃吗', PHPT],
    [
      "My vitamin D was 34. I'm confused, they say my calcium's too high but my vitamin D is low, so do I take it?",
      HIGH_CA,
    ],
  ] as const)('%s', (text, profile) => {
    expect(kinds(text, profile)).not.toContain('hypercalcaemia');
  });

  it.each([
    ['医生说我钙高，这两天我都糊涂了，老是忘事', PHPT],
    ['医生说我钙太高，我都糊涂了，到底怎么回事，这两天老想睡', HIGH_CA],
    ["I'm so confused they said my calcium was 3.2 and now I can't think straight", PHPT],
    ['my mum is confused, they say her calcium is high but she keeps vomiting', HIGH_CA],
  ] as const)('still the card, a mind that has changed: %s', (text, profile) => {
    expect(kinds(text, profile)).toContain('hypercalcaemia');
  });
});

describe('in the chat, with the plan of the reviewer’s persona', () => {
  const GLORIA = 'sarcoidosis with a high calcium, vitamin D 5000 IU, Caltrate and Tums on prednisone';

  it.each([
    [
      'en-US',
      'honestly i feel awful today. so thirsty i cant stop drinking, peeing every hour, threw up twice this morning and my husband says im not making sense and kind of out of it. is this just the prednisone?',
      /calcium may be dangerously high: go to the emergency department now or call 911/,
    ],
    [
      'en-US',
      "this is her husband. she's not stopping anything, she's confused and vomiting. do I take her to the ER tonight or wait to call her rheumatologist monday?",
      /calcium may be dangerously high/,
    ],
    [
      'zh-CN',
      '今天特别口渴，一直喝水，一个小时上一次厕所，还吐了，家里人说我说话不对劲，有点糊涂',
      /血钙可能已经高到危险的程度/,
    ],
  ] as const)('%s: %s', (locale, q, card) => {
    const r = askPersona(GLORIA, locale, q);
    expect(r.urgent).toBe(true);
    expect(r.cards[0]).toMatchObject({ type: 'urgent', kind: 'hypercalcaemia' });
    expect(r.text).toMatch(card);
  });
});

describe('a result the hospital has already treated is not a new critical-lab card (en P1 Q8)', () => {
  it.each([
    "update - we're back. calcium was 13.1 at the hospital, they gave her IV fluids and said stop ALL calcium and vitamin D pills and the water pill, and go low calcium for now. so how much calcium a day should she aim for from food, and can she still take the Centrum multivitamin?",
    'we just got home from the ER, her calcium was 12.9 and they gave her fluids. what can she eat?',
    '刚出院，住院时血钙3.2，医生让低钙饮食，每天吃多少钙合适？',
  ])('%s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['her calcium is 13.1 and she is confused', 'hypercalcaemia'],
    ['calcium 13.1 on the report from this morning, what should I eat?', 'critical_lab'],
    ['at the hospital now, potassium 6.9, what should they do?', 'critical_lab'],
  ] as const)('still urgent: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
