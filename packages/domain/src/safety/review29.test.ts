/**
 * Twenty-ninth clinician review (2026-11-30): the serious finding, as a class — a tablet's side effect told
 * as "pills make me throw up" is not purging.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from '../assistant/faq/testing';
import { redFlagsFor } from './joined';

const kindsOf = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('vomiting caused by tablets is no eating disorder', () => {
  it.each([
    'how much iron should i actually be taking? the prenatal gummy plus what? pills kinda make me throw up',
    'iron tablets make me feel sick to my stomach, what dose should i take',
    'the metformin makes me puke if i take it before breakfast',
  ])('%s', (text) => {
    expect(kindsOf(text)).not.toContain('eating_disorder');
  });

  it.each(['i make myself throw up after dinner so i dont gain', 'she makes herself sick after every meal'])(
    'purging stays: %s',
    (text) => {
      expect(kindsOf(text)).toContain('eating_disorder');
    },
  );

  it('the iron question is answered for a pregnant woman', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'pregnant t1',
      text: 'how much iron should i actually be taking? the prenatal gummy plus what? pills kinda make me throw up',
    });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/Iron/);
  }, 60_000);
});

// Twenty-ninth clinician review, zh M10: the pancreatitis card named valproate to a woman on semaglutide.
describe('the pancreatitis card names the medicines that cause it, GLP-1 medicines among them', () => {
  it.each([
    ['zh-CN', '上腹剧痛痛到后背，一直吐，弯腰才好点，在打诺和盈', /司美格鲁肽/],
    [
      'en-US',
      'severe pain in my upper belly going through to my back, keep vomiting, on Ozempic',
      /semaglutide/,
    ],
  ] as const)(
    '%s "%s"',
    (locale, text, names) => {
      const r = askAs({ locale, text });
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(names);
    },
    60_000,
  );
});
