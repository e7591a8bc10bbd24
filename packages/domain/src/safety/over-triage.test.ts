import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './index';

// Known over-triage, kept on purpose (safety first): palpitations with a tremor and no medicine named
// get the general urgent card from the learned reader (rounds 9–11 teach it lithium toxicity and thyroid
// storm in these words). The card names no condition and asks for a same-day doctor.
describe('over-triage the learned reader keeps', () => {
  it('palpitations and a tremor "lately", no medicine named → the general urgent card', () => {
    expect(redFlagsFor('最近老是心慌手抖').map((h) => h.kind)).toEqual(['urgent_general']);
  });
});

// A death wish joked about with a named cause is not the emergency card (round 11 development data),
// but it is never met with silence: the possible-crisis card asks plainly and offers the crisis line.
describe('a joked death wish gets the possible-crisis card, never silence', () => {
  it.each([
    'gained 4 lbs over the holidays and I want to die lol',
    'my boyfriend left me and i want to die lol',
    'failed my exam and i want to die lol',
    '吃胖了五斤想死哈哈',
  ])('%s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toEqual(['possible_crisis']);
  });

  it('a wish with pain or a plan stays the crisis card', () => {
    expect(
      redFlagsFor('lost my job today and honestly i want to kill myself lol').map((h) => h.kind),
    ).toContain('suicidal');
  });
});
