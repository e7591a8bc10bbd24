import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from '../assistant/index';
import { storedPlanFor } from '../assistant/testing';
import { redFlagsFor } from './joined';

// Forty-seventh clinician review, zh S1, in words of our own: sudden eye pain with blurred vision, halos or vomiting
// (acute angle closure; topiramate's within weeks of starting or raising the dose, Topamax PI §5.2) is an emergency,
// and on topiramate the card names it and leaves the stopping to the emergency doctor.

vi.setConfig({ testTimeout: 30_000 });

describe('a painful eye with sudden blurred vision or halos is an emergency', () => {
  it.each([
    '下午两边眼睛一下子胀痛，看东西全糊了，灯旁边一圈一圈的彩色光，还想吐',
    '妥泰加到100毫克两周了，今天左眼胀痛得厉害，视力模糊',
    'my eyes suddenly hurt and everything went blurry, rainbow circles round the street lights',
    'upped my topiramate last week and now my eye aches and my vision is suddenly blurry',
  ])('%s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('severe_pain_or_fever');
  });
  it.each([
    '眼睛有点干涩，看电脑久了模糊，正常吗',
    'my eyes get tired and a bit blurry after hours on screens, any vitamin for that?',
    '吃托吡酯会不会影响视力？想先问问',
  ])('not an emergency: %s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
});

describe('on topiramate the card names it, and a stop question is the emergency doctor’s', () => {
  const medicines = ['topiramate'];
  const answers: Answers = {
    nickname: 'R',
    gender: 'female',
    age: 27,
    heightCm: 162,
    weightKg: 66,
    activityLevel: 'light',
    medicines,
  };
  it.each([
    [
      'zh-CN',
      '下午两边眼睛一下子胀痛，看东西全糊了，灯旁边一圈一圈的彩色光，还想吐',
      '去医院前妥泰要不要先停？',
      /托吡酯引起的急性近视和闭角型青光眼/,
      /治疗通常就是尽快停掉托吡酯/,
    ],
    [
      'en-US',
      'my eyes suddenly hurt and everything went blurry, rainbow circles round the street lights',
      'should I stop the topamax before I go in?',
      /angle-closure glaucoma topiramate causes/,
      /usually to come off topiramate quickly/,
    ],
  ] as const)('%s', (locale, first, second, card, stop) => {
    const plan = storedPlanFor('topiramate-eye', answers, locale);
    const a = assistantReply({ text: first, locale, plan, medicines });
    expect(a.urgent).toBe(true);
    expect(a.text).toMatch(card);
    const b = assistantReply({
      text: second,
      locale,
      plan,
      medicines,
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: a.text },
      ],
    });
    expect(b.urgent).toBe(true);
    expect(b.text).toMatch(stop);
    expect(b.text).not.toMatch(/下一次照常按时吃|take the next dose as usual/);
  });
});
