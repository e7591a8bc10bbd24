import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchMedicinesHandler } from '../../testing/handlers';
import { fail, answerApi, server, mockApi } from '../../testing/msw';
import { freshAppBeforeEach, renderWithProviders } from '../../testing/render';
import { MedicineHitText } from './hits';
import { searchMedicines } from './search-api';
import { SearchPicker } from './search-picker';

mockApi(searchMedicinesHandler());

/** A picker over the medicine search that keeps its picks, as the screens do. */
function Harness() {
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <>
      <SearchPicker
        label="Search medicines"
        placeholder="Name"
        keyword={keyword}
        onKeywordChange={setKeyword}
        source={{ key: ['test', 'medicines'], run: searchMedicines }}
        idOf={(m) => m.id}
        isPicked={(m) => picked.includes(m.id)}
        onToggle={(m, was) => setPicked((p) => (was ? p.filter((id) => id !== m.id) : [...p, m.id]))}
        renderHit={(m) => <MedicineHitText hit={m} locale="en-US" />}
      />
      <output data-testid="picked">{picked.join(',')}</output>
    </>
  );
}

describe('SearchPicker', () => {
  freshAppBeforeEach('en-US');

  it('searches as the user types, and a tap adds a hit and a second tap removes it', async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search medicines' }), {
      target: { value: 'warf' },
    });
    expect(await screen.findByText('1 found')).toBeTruthy();
    const hit = screen.getByRole('button', { name: /Warfarin/ });
    expect(hit.getAttribute('aria-pressed')).toBe('false');
    expect(hit.textContent).toContain('Brands: Coumadin');

    fireEvent.click(hit);
    expect(screen.getByTestId('picked').textContent).toBe('warfarin');
    expect(hit.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hit);
    expect(screen.getByTestId('picked').textContent).toBe('');
  });

  it('says so when nothing matches, and offers a retry when the search fails', async () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search medicines' });
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(await screen.findByText('No match for “zzzz”: try the generic name or pinyin')).toBeTruthy();

    server.use(answerApi('searchMedicines', () => fail(429, 'busy')));
    fireEvent.change(box, { target: { value: 'metf' } });
    expect(await screen.findByText(/Search failed: busy/)).toBeTruthy();
    server.resetHandlers(searchMedicinesHandler());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Metformin/ })).toBeTruthy();
  });
});
