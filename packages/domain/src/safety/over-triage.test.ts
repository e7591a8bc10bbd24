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
