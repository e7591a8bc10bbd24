import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Forty-fifth clinician review, zh minor 10: vomiting with a racing heart and shaking after the morning's
// theophylline was given the eating-disorder card. Vomiting alone is no restriction: urgent, the general card.
describe('vomiting with palpitations, nothing of restriction', () => {
  it.each([
    '今天早上吃完药以后一直恶心，已经吐了三次，心跳得特别快还乱跳，手一直抖，头也晕',
    'been throwing up all morning since my tablets, heart racing and my hands are shaking, feel dizzy',
  ])('%s: urgent, not the eating-disorder card', (text) => {
    const kinds = redFlagsFor(text, { medicines: ['theophylline'] }).map((h) => h.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain('eating_disorder');
  });

  it.each([
    '每次吃完饭我都会去厕所抠吐，一天好几次，最近心跳有时候乱，头晕',
    '我故意吐了好几天了，现在心慌得厉害，站起来眼前发黑',
  ])('%s: purging said — still the eating-disorder card', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('eating_disorder');
  });
});
