import { describe, expect, it } from 'vitest';
import { chooseLocale, matchBrowserLanguage, queryLangOf, type LanguageInput } from './language';

describe('chooseLocale — the language rule', () => {
  const cases: [string, LanguageInput, ReturnType<typeof chooseLocale>][] = [
    [
      'lang=en → en-US, stored',
      { queryLang: 'en', stored: 'zh-CN', browser: 'zh-CN' },
      { locale: 'en-US', store: true },
    ],
    [
      'lang=EN (case) → en-US',
      { queryLang: 'EN', stored: null, browser: null },
      { locale: 'en-US', store: true },
    ],
    [
      'lang=zh → zh-CN, stored',
      { queryLang: 'zh', stored: 'en-US', browser: 'en-US' },
      { locale: 'zh-CN', store: true },
    ],
    [
      'lang=en-US is "any other value" → zh-CN',
      { queryLang: 'en-US', stored: null, browser: 'en' },
      { locale: 'zh-CN', store: true },
    ],
    [
      'lang= (empty) → zh-CN',
      { queryLang: '', stored: 'en-US', browser: 'en' },
      { locale: 'zh-CN', store: true },
    ],
    ['lang=fr → zh-CN', { queryLang: 'fr', stored: null, browser: null }, { locale: 'zh-CN', store: true }],
    [
      'no lang: stored en-US wins over browser',
      { queryLang: null, stored: 'en-US', browser: 'zh-CN' },
      { locale: 'en-US', store: false },
    ],
    [
      'no lang: stored zh-CN wins over browser',
      { queryLang: null, stored: 'zh-CN', browser: 'en-US' },
      { locale: 'zh-CN', store: false },
    ],
    [
      'stored junk is ignored → browser',
      { queryLang: null, stored: 'klingon', browser: 'en-US' },
      { locale: 'en-US', store: false },
    ],
    [
      'browser exact en-US',
      { queryLang: null, stored: null, browser: 'en-US' },
      { locale: 'en-US', store: false },
    ],
    [
      'browser en → en-US (prefix)',
      { queryLang: null, stored: null, browser: 'en' },
      { locale: 'en-US', store: false },
    ],
    [
      'browser zh → zh-CN (prefix)',
      { queryLang: null, stored: null, browser: 'zh' },
      { locale: 'zh-CN', store: false },
    ],
    [
      'browser en-GB: no exact, no prefix → zh-CN',
      { queryLang: null, stored: null, browser: 'en-GB' },
      { locale: 'zh-CN', store: false },
    ],
    [
      'browser fr-FR → zh-CN',
      { queryLang: null, stored: null, browser: 'fr-FR' },
      { locale: 'zh-CN', store: false },
    ],
    [
      'nothing at all → zh-CN',
      { queryLang: null, stored: null, browser: undefined },
      { locale: 'zh-CN', store: false },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(chooseLocale(input)).toEqual(expected);
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
