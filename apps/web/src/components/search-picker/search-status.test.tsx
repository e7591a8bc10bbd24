import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { initLocale, useLocaleStore } from '../../stores/locale-store';
import { SearchStatus } from './search-status';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

async function render(props: { count: number | null; suggested?: boolean }) {
  await act(async () =>
    root.render(
      <AppProviders>
        <SearchStatus keyword="warfrin" isSearching={false} error={null} onRetry={() => {}} {...props} />
      </AppProviders>,
    ),
  );
  return container.querySelector('[role="status"]')?.textContent ?? '';
}

describe('SearchStatus', () => {
  beforeEach(() => {
    localStorage.clear();
    initLocale({ search: '', hash: '' }, 'en-US');
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  it.each([
    ['en-US' as const, 'No exact match for “warfrin”. Did you mean:', '1 found'],
    ['zh-CN' as const, '没有找到“warfrin”。您是不是要找：', '找到 1 项'],
  ])(
    '%s: says "did you mean" over typo suggestions, a count over real hits (pharmacist review B9)',
    async (locale, didYouMean, found) => {
      useLocaleStore.getState().setLocale(locale);
      expect(await render({ count: 1, suggested: true })).toBe(didYouMean);
      expect(await render({ count: 1 })).toBe(found);
    },
  );
});
