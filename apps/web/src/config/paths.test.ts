import { describe, expect, it } from 'vitest';
import { isTabBarVisible, paths } from './paths';

describe('route table (PRODUCT.md §5)', () => {
  it('has every route of §5', () => {
    expect(
      Object.values(paths)
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        '/',
        '/qsStartPage',
        '/questionnaire',
        '/questionnaireSpecify',
        '/qsGeneratePageNew',
        '/addMoreNutrition',
        '/uploadReportsPageNew',
        '/reportListPage',
        '/productsPage',
        '/productsPageQuick',
        '/chat',
        '/report',
        '/introductionPage',
        '/error/500',
      ].sort(),
    );
    for (const entry of Object.values(paths)) expect(entry.href()).toBe(entry.path);
  });
});

describe('tab bar visibility rule', () => {
  it.each([
    ['/', true, false],
    ['', true, false],
    ['/chat', true, true],
    ['/report', true, true],
    ['/qsStartPage', true, true],
    ['/chat', false, false],
    ['/questionnaire', false, false],
    ['/report', false, false],
  ] as const)('%s with flag %s → %s', (pathname, flag, visible) => {
    expect(isTabBarVisible(pathname, flag)).toBe(visible);
  });
});
