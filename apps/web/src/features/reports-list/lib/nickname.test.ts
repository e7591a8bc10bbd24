import { describe, expect, it } from 'vitest';
import { nicknameProblem } from './nickname';

describe('nickname rule', () => {
  it('accepts 1–30 characters after trimming', () => {
    expect(nicknameProblem(' 妈妈 ')).toBeNull();
    expect(nicknameProblem('a'.repeat(30))).toBeNull();
    expect(nicknameProblem('😀'.repeat(30))).toBeNull();
  });

  it('refuses empty, too long, angle brackets and control characters', () => {
    expect(nicknameProblem('   ')).toBe('empty');
    expect(nicknameProblem('a'.repeat(31))).toBe('long');
    expect(nicknameProblem('<b>')).toBe('chars');
    expect(nicknameProblem('a\u0007b')).toBe('chars');
  });
});
