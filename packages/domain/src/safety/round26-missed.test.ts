/**
 * Blind triage round 26 (docs/triage-rounds/round-26.md; development data once its figures were
 * reported): the three emergencies the joined readers missed, as classes, and look-alikes beside them.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('round 26: caught now', () => {
  it.each<[string, string]>([
    // a child's head knock with vomiting and dozing told in everyday words
    [
      "My son (12) took a football to the head at practice, he's thrown up twice since and keeps dozing off in the car on the way home. Should I give him a Gatorade?",
      'head_injury',
    ],
    ['she hit her head on the table, has thrown up and keeps nodding off', 'head_injury'],
    // a missed dialysis session, the dialysis said in another clause
    [
      'hemodialysis pt, skipped my session yesterday (long story). feel fine mostly. what foods should i avoid till my next session?',
      'missed_dialysis',
    ],
    [
      '打錯字見諒 我是血透病人 上次沒去透 今天又錯過了 現在沒什麼感覺 就想問問這兩天可以吃水果嗎',
      'missed_dialysis',
    ],
    ['我是透析的，周三的没去，能吃点啥', 'missed_dialysis'],
    ["i'm on dialysis. missed my run this morning, traffic was crazy", 'missed_dialysis'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('round 26: look-alikes stay quiet', () => {
  it.each([
    "I'm on dialysis and skipped my gym session today, is walking enough exercise?",
    '透析病人，今天错过了午饭，晚上能多吃点吗',
    '透析完没去吃饭直接回家了，晚上吃什么好',
    'my son took a football to the head last season, he was fine, what snacks are good after practice?',
    'my dad is on dialysis three times a week, what fruit is low in potassium?',
  ])('"%s" → no card', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
