import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage rounds 52 and 53 (2026-12-01, each measured before and after, then development data): an idiom read as
// a fit, purging told over "the last month", a chest-wall pain a doctor named, a knock to the head seen at A&E. The
// classes, in words of our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('rounds 52–53: false alarms, as classes', () => {
  it.each([
    'my nan nearly had a fit when she saw the price of salmon, any cheaper omega-3 fish?',
    'almost had a fit when the scales said 80kg lol, how many calories should I eat',
    '前几天胸口疼去看了，心电图和心超都正常，医生说是肋软骨炎，按着还有点疼，吃点什么好',
    'had chest pain last week, the GP said costochondritis, it is tender to the touch, any foods that help?',
    'my daughter banged her head at netball on sunday, we took her to A&E and they sent her home, been grand since, what should she eat this week?',
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['he had a fit this morning and is still drowsy', 'seizure'],
    ['胸口疼得厉害，出冷汗，按着也疼', 'chest_pain'],
    ['my son hit his head on saturday and now he keeps vomiting and is drowsy', 'head_injury'],
  ])('still urgent: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('rounds 52–53: missed, as classes', () => {
  it.each([
    [
      'been throwing up after meals on purpose for the past few weeks, heart keeps skipping, how much potassium should i eat',
      'eating_disorder',
    ],
    [
      'ive been making myself sick after dinner for the last month, and I feel dizzy all the time',
      'eating_disorder',
    ],
    ['taking 12 senna a day to stay thin and my heart is racing', 'eating_disorder'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('an ordinary laxative dose is no purging', () => {
    expect(kinds('I take 2 senna a day for constipation from my iron tablets, ok?')).toEqual([]);
  });
});

describe('thirty-seventh clinician review: the kind named', () => {
  it('a fit told by a witness is a seizure, and its headache is no thunderclap (zh S1)', () => {
    const k = kinds('刚才突然抽了一下，我老公说我眼睛往上翻，手脚一直抖了两分钟，现在醒了头很痛');
    expect(k).toContain('seizure');
    expect(k).not.toContain('thunderclap_headache');
  });

  it('watery diarrhoea with little urine and faintness is dehydration, never a bleed (zh S2)', () => {
    const hits = redFlagsFor('今天拉了七八次全是水，一天就尿了一点点，站起来头晕眼发黑');
    expect(hits.map((h) => h.kind)).not.toContain('bleeding');
    expect(hits.length).toBeGreaterThan(0);
  });
});
