import { describe, expect, it } from 'vitest';
import {
  chooseLocale,
  matchBrowserLanguage,
  queryLangOf,
  type AppLocale,
  type LanguageInput,
} from './language';

type Inputs = [LanguageInput['queryLang'], LanguageInput['stored'], LanguageInput['browser']];

describe('chooseLocale — the language rule', () => {
  // [case, lang in the URL, stored language, browser language, → locale, → store it]
  const cases: [string, ...Inputs, AppLocale, boolean][] = [
    ['lang=en → en-US, stored', 'en', 'zh-CN', 'zh-CN', 'en-US', true],
    ['lang=EN (case) → en-US', 'EN', null, null, 'en-US', true],
    ['lang=zh → zh-CN, stored', 'zh', 'en-US', 'en-US', 'zh-CN', true],
    ['lang=en-US is "any other value" → zh-CN', 'en-US', null, 'en', 'zh-CN', true],
    ['lang= (empty) → zh-CN', '', 'en-US', 'en', 'zh-CN', true],
    ['lang=fr → zh-CN', 'fr', null, null, 'zh-CN', true],
    ['no lang: stored en-US wins over browser', null, 'en-US', 'zh-CN', 'en-US', false],
    ['no lang: stored zh-CN wins over browser', null, 'zh-CN', 'en-US', 'zh-CN', false],
    ['stored junk is ignored → browser', null, 'klingon', 'en-US', 'en-US', false],
    ['browser exact en-US', null, null, 'en-US', 'en-US', false],
    ['browser en → en-US (prefix)', null, null, 'en', 'en-US', false],
    ['browser zh → zh-CN (prefix)', null, null, 'zh', 'zh-CN', false],
    ['browser en-GB: no exact, no prefix → zh-CN', null, null, 'en-GB', 'zh-CN', false],
    ['browser fr-FR → zh-CN', null, null, 'fr-FR', 'zh-CN', false],
    ['nothing at all → zh-CN', null, null, undefined, 'zh-CN', false],
  ];
  it.each(cases)('%s', (_name, queryLang, stored, browser, locale, store) => {
    expect(chooseLocale({ queryLang, stored, browser })).toEqual({ locale, store });
  });
});

describe('matchBrowserLanguage', () => {
  it.each([
    ['en-us', 'en-US'],
    ['zh-cn', 'zh-CN'],
    ['e', 'en-US'],
    ['zh-TW', null],
    ['', null],
    ['   ', null],
  ] as const)('%s → %s', (input, expected) => {
    expect(matchBrowserLanguage(input)).toBe(expected);
  });
});

describe('queryLangOf', () => {
  it('reads lang before the hash and inside the hash route; before the hash wins', () => {
    expect(queryLangOf({ search: '?lang=en', hash: '#/qsStartPage' })).toBe('en');
    expect(queryLangOf({ search: '', hash: '#/qsStartPage?lang=en' })).toBe('en');
    expect(queryLangOf({ search: '?lang=zh', hash: '#/x?lang=en' })).toBe('zh');
    expect(queryLangOf({ search: '', hash: '#/qsStartPage' })).toBeNull();
  });
});
