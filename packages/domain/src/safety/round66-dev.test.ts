import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

// Blind triage round 66 (development data once its figures were reported), in words of our own.
describe('a short nosebleed on aspirin that stopped on its own is no bleeding emergency', () => {
  it.each([
    'nosebleed this morning, about a minute, stopped on its own. on low dose aspirin. dry air?',
    'on clopidogrel, nose bled a little after blowing it, stopped by itself',
  ])('%s', (text) => {
    expect(redFlagsFor(text, { medicines: [] }).map((h) => h.kind)).not.toContain('anticoagulant_bleeding');
  });
  it.each([
    'on warfarin, nosebleed for 25 minutes now, still going',
    'on eliquis, nose has been bleeding 30 minutes and wont stop',
  ])('still urgent: %s', (text) => {
    expect(redFlagsFor(text, { medicines: [] }).map((h) => h.kind)).toContain('anticoagulant_bleeding');
  });
});

describe('a fall with a broken hip’s signs on a blood thinner is the fall card, not the head injury card', () => {
  it.each([
    'my nan is 88, slipped off the bed last night, on apixaban, cant put weight on her right leg and it looks turned out',
    '我爸吃利伐沙班 早上在厕所滑倒了 站不起来 说胯那里疼得厉害',
  ])('%s', (text) => {
    const kinds = redFlagsFor(text, { medicines: [] }).map((h) => h.kind);
    expect(kinds).toContain('fall_on_anticoagulant');
    expect(kinds).not.toContain('head_injury');
  });
  it('a knock to the head on a blood thinner stays the head injury card', () => {
    expect(
      redFlagsFor('grandpa on eliquis slipped and hit his head on the counter', { medicines: [] }).map(
        (h) => h.kind,
      ),
    ).toContain('head_injury');
  });
});

describe('a child who nearly swallowed tablets, taken away in time, is no ingestion', () => {
  // The phrase rules stand down; the learned reader may still call it (a near miss it was not trained on), which errs
  // on the safe side until its next training.
  it('none swallowed: the phrase rules do not call it', () => {
    expect(
      ruleFlagsFor('孙子刚才差点把我的钙片当糖吃了 我赶紧抢下来了 一片都没吃到 药放哪里好', {
        medicines: [],
      }).map((h) => h.kind),
    ).not.toContain('child_ingestion');
  });
  it('"nearly", then swallowed after all: still urgent', () => {
    expect(
      redFlagsFor('孩子差点把我的降压药吃了，结果还是吞了两颗', { medicines: [] }).map((h) => h.kind),
    ).toContain('child_ingestion');
  });
});
