import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { splitUsage } from './usage-text';

describe('splitUsage', () => {
  it.each<[string, unknown, string, string]>([
    ['full-width', '每日1粒（随餐服用）', '每日1粒', '（随餐服用）'],
    ['ASCII', 'One capsule daily (with a meal)', 'One capsule daily', '(with a meal)'],
    ['both, full-width first', '每日2粒（早晚各1粒）(with food)', '每日2粒', '（早晚各1粒）(with food)'],
    ['both, ASCII first', '1 scoop (30 g) （冲水）', '1 scoop', '(30 g) （冲水）'],
    ['none', '  每日1粒  ', '每日1粒', ''],
    ['leading parenthesis', '（随餐）每日1粒', '', '（随餐）每日1粒'],
    ['leading ASCII after spaces', '   (note) take 1', '', '(note) take 1'],
    ['only a parenthesis', '(', '', '('],
    ['empty', '', '', ''],
    ['closing parenthesis only is not a split', 'a ) b', 'a ) b', ''],
    ['non-string', 42, '', ''],
    ['null', null, '', ''],
  ])('%s', (_name, text, usage, content) => {
    expect(splitUsage(text)).toEqual({ usage, content });
  });

  it('usage never contains an opening parenthesis and the parts come from the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '(', '（', '1', '粒', ')') }), (text) => {
        const { usage, content } = splitUsage(text);
        expect(usage).not.toMatch(/[(（]/);
        expect(text).toContain(usage);
        expect(text).toContain(content);
        if (content !== '') expect(content[0]).toMatch(/[(（]/);
      }),
    );
  });
});
