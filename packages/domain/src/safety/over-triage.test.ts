import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './index';

// Palpitations with a tremor "lately" and no medicine named: until round 12 was trained in the learned
// reader led with lithium toxicity and the general urgent card was shown (a known over-triage); it now
// leads with high potassium, whose card needs kidney disease or a potassium-raising medicine, so no card.
describe('over-triage the learned reader dropped', () => {
  // Until round 12 was trained in this got the general urgent card; palpitations and a tremor "lately"
  // with nothing else are a same-week doctor's visit, not an emergency (round 12 look-alikes).
  it('palpitations and a tremor "lately", no medicine named → no emergency card', () => {
    expect(redFlagsFor('最近老是心慌手抖').map((h) => h.kind)).toEqual([]);
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
