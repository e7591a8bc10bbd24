import { beforeEach, describe, expect, it } from 'vitest';
import {
  addQuestionnaireId,
  hasQuestionnaireId,
  readQuestionnaireIds,
  removeQuestionnaireId,
} from './questionnaire-ids';

const KEY = 'questionnaireIds';

describe('questionnaire id list', () => {
  beforeEach(() => localStorage.clear());

  it('stores a JSON array under questionnaireIds, in order, without duplicates', () => {
    addQuestionnaireId('a1');
    addQuestionnaireId('b2');
    addQuestionnaireId('a1');
    expect(localStorage.getItem(KEY)).toBe('["a1","b2"]');
    expect(readQuestionnaireIds()).toEqual(['a1', 'b2']);
  });

  it('treats 7 and "7" as one id', () => {
    addQuestionnaireId(7);
    addQuestionnaireId('7');
    expect(readQuestionnaireIds()).toEqual(['7']);
  });

  it.each([undefined, null, '', '   ', Number.NaN, {}, []])('does not store a missing id (%s)', (id) => {
    addQuestionnaireId('x');
    addQuestionnaireId(id);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(['x']);
  });

  it.each(['{not json', '{"a":1}', '"str"', '42', 'null'])(
    'recreates an unparsable or non-array value (%s) as []',
    (raw) => {
      localStorage.setItem(KEY, raw);
      expect(readQuestionnaireIds()).toEqual([]);
      expect(localStorage.getItem(KEY)).toBe('[]');
      addQuestionnaireId('q1');
      expect(localStorage.getItem(KEY)).toBe('["q1"]');
    },
  );

  it('drops duplicates and junk entries found in a stored array', () => {
    localStorage.setItem(KEY, '["a","a",null,"",3,"b"]');
    expect(readQuestionnaireIds()).toEqual(['a', '3', 'b']);
  });

  it('absent key reads as an empty list without writing', () => {
    expect(readQuestionnaireIds()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('removes and finds ids', () => {
    addQuestionnaireId('a');
    addQuestionnaireId('b');
    expect(hasQuestionnaireId('a')).toBe(true);
    removeQuestionnaireId('a');
    expect(hasQuestionnaireId('a')).toBe(false);
    expect(hasQuestionnaireId(null)).toBe(false);
    expect(localStorage.getItem(KEY)).toBe('["b"]');
  });
});
