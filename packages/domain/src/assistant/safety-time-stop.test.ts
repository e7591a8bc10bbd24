/**
 * The answer check cuts advice to stop a prescribed medicine; a time told by a stop is not such advice
 * ("停药后两周内", "for two weeks after stopping", "when you stop"). Blind answer round 21, zh-117: the MAOI
 * rows' lead sentence was cut for "停药后两周内" (found by running checkAnswer over every row text).
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './safety';

const check = (text: string, locale: 'zh-CN' | 'en-US') =>
  checkAnswer(text, { locale, plan: null, medicines: ['phenelzine'] });

describe('a time told by a stop is kept', () => {
  it.each<[string, 'zh-CN' | 'en-US']>([
    ['吃苯乙肼期间和停药后两周内，发酵的调味品都要避开。', 'zh-CN'],
    ['停药之前先问医生怎么减量。', 'zh-CN'],
    ['On phenelzine, and for two weeks after stopping it, leave out aged cheese.', 'en-US'],
    ['When you stop phenelzine, the diet still applies for two weeks.', 'en-US'],
    // What a stop does, told as the reason not to stop (twenty-eighth clinician review, en M7).
    [
      'Do not stop any of them yourself (stopping methadone suddenly brings withdrawal, and restarting carries an overdose risk).',
      'en-US',
    ],
    ['Do not stop it suddenly: stopping phenelzine abruptly can cause a withdrawal reaction.', 'en-US'],
  ])('%s', (text, locale) => {
    const r = check(text, locale);
    expect(r.problems).not.toContain('stop_medicine');
    expect(r.fixedText).toContain(text.slice(0, 12));
  });
});

describe('advice to stop is still cut', () => {
  it.each<[string, 'zh-CN' | 'en-US']>([
    ['你可以停药了，改吃鱼油。', 'zh-CN'],
    ['Stop taking phenelzine and try fish oil instead.', 'en-US'],
    ['Consider stopping phenelzine and trying fish oil.', 'en-US'],
  ])('%s', (text, locale) => {
    expect(check(text, locale).problems).toContain('stop_medicine');
  });
});
