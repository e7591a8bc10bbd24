import { describe, expect, it } from 'vitest';
import { sameAnswers } from './same-answers';

describe('sameAnswers', () => {
  it('ignores the order answers were given in and answers set to undefined', () => {
    expect(sameAnswers({ age: 30, gender: 'male' }, { gender: 'male', age: 30 })).toBe(true);
    expect(sameAnswers({ age: 30, nickname: undefined }, { age: 30 })).toBe(true);
    expect(
      sameAnswers(
        { foodFrequency: { fish: 'never', dairy: 'daily' } },
        { foodFrequency: { dairy: 'daily', fish: 'never' } },
      ),
    ).toBe(true);
  });

  it('sees a changed, added or removed answer, and a list in another order', () => {
    expect(sameAnswers({ age: 30 }, { age: 31 })).toBe(false);
    expect(sameAnswers({ age: 30 }, { age: 30, gender: 'female' })).toBe(false);
    expect(sameAnswers({ medicines: ['a', 'b'] }, { medicines: ['b', 'a'] })).toBe(false);
    expect(sameAnswers({ foodFrequency: { fish: 'never' } }, { foodFrequency: { fish: 'weekly' } })).toBe(
      false,
    );
  });
});
