import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';
import { ruleFlagsFor } from './detect';

// Blind triage round 73 (development data once its figures were reported): "要不要自己抠喉咙吐出来" after seven
// days of two blood-pressure medicines taken at once by mistake got the eating-disorder card. Whether to make
// someone sick, asked after a poison or the wrong pills, is the poisoning's question — its card says not to.
describe('making someone sick asked after a swallowing is poisoning, not purging', () => {
  it.each([
    '刚才迷迷糊糊把药盒拿错了 一口气把七天的降压药全吃了 氨氯地平七片加厄贝沙坦七片 现在有点头晕 要不要自己抠喉咙吐出来',
    '奶奶把爷爷的降压药当成钙片吃了三片，要不要让她抠喉咙吐出来',
    '我把老公的安眠药吃了两片，要不要催吐',
    "I took my husband's heart pills by mistake this morning, two of them. Should I make myself throw up?",
    'my dad drank some weed killer by accident, should we make him vomit?',
  ])('%s', (text) => {
    const rules = ruleFlagsFor(text).map((h) => h.kind);
    expect(rules).toContain('poisoning');
    expect(rules).not.toContain('eating_disorder');
    expect(redFlagsFor(text)[0]?.kind).toBe('poisoning');
  });
});

describe('purging of one’s own keeps the eating-disorder card', () => {
  it.each([
    "I ate a whole cake, should I make myself throw up so I don't gain weight",
    '吃完饭就去抠喉咙吐掉，要补什么维生素',
    '我每顿饭后都去抠喉咙吐掉，要补什么维生素',
    '为了减肥吃完就抠喉咙，不小心吃多了要不要催吐',
  ])('%s', (text) => {
    expect(ruleFlagsFor(text).map((h) => h.kind)).toContain('eating_disorder');
  });
});
