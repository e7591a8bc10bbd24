import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  searchMedicinesHandler,
  searchSupplementsHandler,
  supplementFixtures,
} from '../../../testing/handlers';
import { answerApi, mockApi } from '../../../testing/msw';
import { freshAppBeforeEach, renderWithProviders } from '../../../testing/render';
import { usePicksStore } from '../stores/picks-store';
import { MedicinePanel } from './medicine-panel';
import type { PickTabProps } from './picked-list';
import { SupplementPanel } from './supplement-panel';

mockApi(
  searchMedicinesHandler(),
  searchSupplementsHandler(),
  answerApi('supplementOptions', () => ({
    list: [
      {
        category: 'fatty_acids',
        label: '脂肪酸',
        labels: { zh: '脂肪酸', en: 'Fatty acids' },
        options: supplementFixtures,
      },
    ],
    total: 1,
  })),
);

const picksOf = () => usePicksStore.getState().byPlan.p1;

/** What the page gives a tab; the search text is left to the test. */
function tab(over: Partial<PickTabProps> = {}): PickTabProps {
  return {
    planId: 'p1',
    keyword: '',
    onKeywordChange: () => {},
    unknownKeys: new Set(),
    showErrors: false,
    ...over,
  };
}

describe('the medicine review tabs', () => {
  freshAppBeforeEach('en-US');
  beforeEach(() => usePicksStore.setState({ byPlan: {} }));

  it('medicines: a search hit tapped is picked with its class, its dose problem is pointed to, and it comes off again', async () => {
    renderWithProviders(<MedicinePanel {...tab({ keyword: 'warf', showErrors: true })} />);
    fireEvent.click(await screen.findByRole('button', { name: /Warfarin/ }));
    expect(picksOf()?.medicines).toEqual([
      { id: 'warfarin', names: { zh: '华法林', en: 'Warfarin' }, className: 'Anticoagulant' },
    ]);
    expect(screen.getByRole('heading', { name: 'Your medicines (1)' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Dose of Warfarin (optional)' }), {
      target: { value: 'abc' },
    });
    expect(picksOf()?.medicines[0]?.dose).toBe('abc');
    const problem = screen.getByText('Enter the dose as a number above 0, such as 500, or leave it empty.');
    const amount = screen.getByRole('textbox', { name: 'Dose of Warfarin (optional)' });
    expect(amount.getAttribute('aria-describedby')).toBe(problem.id);

    fireEvent.click(screen.getByRole('button', { name: /Warfarin/, pressed: true }));
    expect(picksOf()?.medicines).toEqual([]);
  });

  it('supplements: an option tapped is picked at its default dose, edited, flagged when unknown, and removed', async () => {
    renderWithProviders(<SupplementPanel {...tab({ unknownKeys: new Set(['fish-oil']) })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Fish oil' }));
    expect(picksOf()?.supplements).toEqual([
      {
        key: 'fish-oil',
        optionId: 'fish-oil',
        names: { zh: '鱼油', en: 'Fish oil' },
        dose: '1000',
        unit: 'mg',
      },
    ]);
    const dose = screen.getByRole('textbox', { name: 'Dose of Fish oil' });
    expect(dose.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(dose, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Dose unit of Fish oil' }), {
      target: { value: 'g' },
    });
    expect(picksOf()?.supplements[0]).toMatchObject({ dose: '2', unit: 'g' });
    // Taken once a week (forty-ninth clinician review, en S8): kept with the pick.
    fireEvent.change(screen.getByRole('combobox', { name: 'How often you take Fish oil' }), {
      target: { value: 'week' },
    });
    expect(picksOf()?.supplements[0]).toMatchObject({ dose: '2', unit: 'g', every: 'week' });

    expect(screen.getByRole('alert').textContent).toBe(
      'Not recognised: Fish oil. Remove it and add it again from the search.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fish oil' }));
    expect(picksOf()?.supplements).toEqual([]);
  });

  it('supplements: one the list lacks is added by its name, with no dose yet', async () => {
    const keywords: string[] = [];
    renderWithProviders(
      <SupplementPanel {...tab({ keyword: 'nattokinase', onKeywordChange: (k) => keywords.push(k) })} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add “nattokinase” by name' }));
    expect(picksOf()?.supplements).toEqual([
      { key: 'name:nattokinase', names: { zh: 'nattokinase', en: 'nattokinase' }, dose: '', unit: 'mg' },
    ]);
    expect(keywords).toEqual(['']);
  });
});
