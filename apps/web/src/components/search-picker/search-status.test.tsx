import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetAppState, setTestLocale } from '../../testing/render';
import { SearchStatus } from './search-status';

function statusText(props: { count: number | null; suggested?: boolean }) {
  cleanup();
  renderWithProviders(
    <SearchStatus keyword="warfrin" isSearching={false} error={null} onRetry={() => {}} {...props} />,
  );
  return screen.getByRole('status').textContent;
}

describe('SearchStatus', () => {
  beforeEach(() => resetAppState());

  it.each([
    ['en-US' as const, 'No exact match for “warfrin”. Did you mean:', '1 found'],
    ['zh-CN' as const, '没有找到“warfrin”。您是不是要找：', '找到 1 项'],
  ])(
    '%s: says "did you mean" over typo suggestions, a count over real hits (pharmacist review B9)',
    (locale, didYouMean, found) => {
      setTestLocale(locale);
      expect(statusText({ count: 1, suggested: true })).toBe(didYouMean);
      expect(statusText({ count: 1 })).toBe(found);
    },
  );
});
