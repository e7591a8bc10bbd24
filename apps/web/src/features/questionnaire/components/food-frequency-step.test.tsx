import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FOOD_GROUPS, type PartialAnswers } from '@nutri/domain/contracts';
import type { AppLocale } from '../../../lib/language';
import { renderControlled } from '../../../testing/controlled';
import { describeInEachLocale } from '../../../testing/render';
import { FREQUENCY_OPTIONS } from '../lib/options';
import { FoodFrequencyStep } from './food-frequency-step';

type FoodFrequency = NonNullable<PartialAnswers['foodFrequency']>;

function renderGrid(initial: FoodFrequency = {}) {
  return renderControlled(initial, (value, onChange) => (
    <FoodFrequencyStep value={value} onChange={onChange} />
  ));
}

const WORDS: Record<
  AppLocale,
  { dairy: string; fish: string; daily: string; never: string; words: string[] }
> = {
  'zh-CN': {
    dairy: '奶及奶制品',
    fish: '鱼虾海鲜',
    daily: '每天',
    never: '不吃',
    words: ['不吃', '很少', '每周', '每天'],
  },
  'en-US': {
    dairy: 'Milk and dairy',
    fish: 'Fish and seafood',
    daily: 'Daily',
    never: 'Never',
    words: ['Never', 'Rarely', 'Weekly', 'Daily'],
  },
};

describeInEachLocale('FoodFrequencyStep', WORDS, (w) => {
  it('is one radio group per food group, named by the group, whose name sits inside its card', () => {
    renderGrid();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(FOOD_GROUPS.length);
    const dairy = screen.getByRole('radiogroup', { name: w.dairy });
    // The name is an ordinary line inside the card, not a legend drawn on the card's edge.
    const name = within(dairy).getByText(w.dairy);
    expect(name.tagName).not.toBe('LEGEND');
    expect(dairy.querySelector('legend')).toBeNull();
    expect(within(dairy).getAllByRole('radio')).toHaveLength(FREQUENCY_OPTIONS.length);
  });

  it('keeps each word inside its own cell, and the whole cell is what a tap selects', () => {
    const changes = renderGrid();
    const dairy = screen.getByRole('radiogroup', { name: w.dairy });
    for (const word of w.words) {
      const radio = within(dairy).getByRole('radio', { name: word });
      // The cell is the label that holds both the radio and its word.
      const cell = radio.closest('label');
      expect(cell).not.toBeNull();
      expect(cell!.textContent).toBe(word);
      expect(cell!.classList.contains('qs-seg')).toBe(true);
    }
    // A tap on the cell's word selects that cell's answer for that group only.
    fireEvent.click(within(dairy).getByText(w.daily));
    expect(changes.at(-1)).toEqual({ dairy: 'daily' });
    const fish = screen.getByRole('radiogroup', { name: w.fish });
    fireEvent.click(within(fish).getByText(w.never));
    expect(changes.at(-1)).toEqual({ dairy: 'daily', fish: 'never' });
  });

  it('shows the selected cell as selected, and only that one', () => {
    renderGrid({ dairy: 'daily' });
    const dairy = screen.getByRole('radiogroup', { name: w.dairy });
    const picked = within(dairy).getByRole('radio', { name: w.daily }) as HTMLInputElement;
    expect(picked.checked).toBe(true);
    expect(picked.closest('label')!.classList.contains('is-checked')).toBe(true);
    expect(dairy.querySelectorAll('.qs-seg.is-checked')).toHaveLength(1);
    expect(screen.getByRole('radiogroup', { name: w.fish }).querySelectorAll('.is-checked')).toHaveLength(0);
  });
});
