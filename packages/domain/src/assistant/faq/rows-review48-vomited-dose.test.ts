import { describe, expect, it, vi } from 'vitest';
import { askAsGuest } from '../testing-ask';

// Forty-eighth clinician review, zh M3, in words of our own.
vi.setConfig({ testTimeout: 30_000 });

const LEAD = /吐了之后要不要补吃，不要自己决定|Whether to take a dose again after vomiting is not a call/;

describe('a dose vomited: take it again?', () => {
  it.each([
    ['zh-CN', '吃完德巴金半小时吐了，要不要补吃一片？'],
    ['zh-CN', '刚吃了华法林十分钟就吐出来了 要不要再吃一片'],
    ['zh-CN', '吃了优甲乐以后一直吐 要不要重新吃一片'],
    ['en-US', 'I threw up about an hour after taking my keppra, should I take another one?'],
    ['en-US', 'took my pill this morning and then vomited, do I need to take it again?'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAsGuest(locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(LEAD);
    expect(r.text).not.toMatch(/维生素D早上吃|iced/);
  });
  it.each([
    ['zh-CN', '吃了维生素以后有点恶心，饭后吃会好点吗'],
    ['en-US', 'I vomited yesterday from a stomach bug, what should I eat today?'],
  ] as const)('%s: %s is another question', (locale, text) => {
    expect(askAsGuest(locale, text).text).not.toMatch(LEAD);
  });
});
