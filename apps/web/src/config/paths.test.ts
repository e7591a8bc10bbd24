import { describe, expect, it } from 'vitest';
import { hrefWithPlan, isTabBarVisible, paths, planIdFromSearch } from './paths';

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

describe('plan links', () => {
  it('put the plan id in the query and read it back', () => {
    expect(hrefWithPlan(paths.planGenerate, 'a b')).toBe('/qsGeneratePageNew?id=a%20b');
    expect(planIdFromSearch('?id=a%20b')).toBe('a b');
  });

  it('fall back to the plain route without an id', () => {
    expect(hrefWithPlan(paths.addMoreNutrition, '  ')).toBe('/addMoreNutrition');
    expect(hrefWithPlan(paths.products, null)).toBe('/productsPage');
    expect(planIdFromSearch('?lang=en')).toBeNull();
    expect(planIdFromSearch('?id=')).toBeNull();
  });
});
