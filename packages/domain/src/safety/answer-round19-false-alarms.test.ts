/**
 * Blind answer round 19 (development data once its figures were reported): everyday questions that got an
 * emergency card, as classes, both ways.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('round 19 answers: no emergency card', () => {
  it.each([
    // zh-059: a phosphate high for kidney disease, not critical
    '血磷1.9 mmol/L偏高，平时爱喝可乐、吃火腿肠方便面，这些影响大吗',
    // en-006: confused by what one has read
    "Honest question - are seed oils really 'inflammatory'? Half my feed says cook only in butter and beef tallow now and I'm confused",
    '网上说法太多 看得我都糊涂了 种子油到底能不能吃',
    // en-070: a low on an earlier day, well now
    'My fasting sugar was 2.6 the other morning (im ok now). What should I eat before bed so it dont happen again?',
    '上次空腹2.6，现在没事了，睡前吃点啥',
  ])('"%s" → not urgent', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('round 19 answers: the same readers still send these', () => {
  it.each<[string, string]>([
    ['血磷3.5 mmol/L 怎么办', 'critical_lab'],
    ['my mom is suddenly confused and cant find her words since this morning', 'stroke'],
    ['all the info online has me so confused, and now dad is confused and slurring his words', 'stroke'],
    ['my sugar was 2.6 the other morning and now its 2.8 again', 'severe_hypoglycaemia'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
