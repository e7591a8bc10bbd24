import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

/**
 * A headache given as the reason for a painkiller question is the painkiller question: the reader
 * retrained with blind round 21 read "can i take advil for a headache" as a thunderclap headache (0.67).
 * A sudden, worst-ever, struck-like headache, or one with vomiting, confusion or on a blood thinner, stays
 * urgent (ICHD-3 6.1.1; NICE CKS Headache assessment 2023).
 */
describe('a painkiller for a plain headache is not the thunderclap card', () => {
  it.each([
    'can I take nurofen for a headache',
    'can i take advil for a headache',
    'is nurofen ok for a headache',
    'what can i take for a headache while on sertraline',
    '头疼能吃布洛芬吗',
    '头痛吃什么药好，对乙酰氨基酚可以吗',
  ])('%s → quiet', (text) => {
    expect(redFlagsFor(text, {})).toEqual([]);
  });

  it.each([
    'worst headache of my life came on in seconds, can i take advil',
    'sudden splitting headache and threw up, can i take nurofen',
    '突然头痛得像被人打了一棍，能吃布洛芬吗',
    '头疼得要炸了，还吐了，能吃止痛药吗',
    'headache on warfarin, can i take advil',
    // Blind triage round 22 (zh thunderclap): a severe headache on rivaroxaban.
    '我在吃利伐沙班 今天早上开始头痛得很严重 眼睛都睁不开',
  ])('%s → still urgent', (text) => {
    expect(redFlagsFor(text, {}).length).toBeGreaterThan(0);
  });
});
