import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SCOFF_ITEMS, type PartialAnswers } from '@nutri/domain/contracts';
import type { AppLocale } from '../../../lib/language';
import { renderControlled } from '../../../testing/controlled';
import { describeInEachLocale } from '../../../testing/render';
import { ScoffStep } from './scoff-step';
import { StepErrorText } from './step-error';

type Scoff = NonNullable<PartialAnswers['scoff']>;

const WORDS: Record<AppLocale, { sick: RegExp; food: RegExp; yes: string; no: string; week: string }> = {
  'zh-CN': {
    sick: /吃得太撑.*吐出来/,
    food: /主宰了你的生活/,
    yes: '是',
    no: '否',
    week: '孕周需在 1–42 周之间，请填整周数。',
  },
  'en-US': {
    sick: /make yourself sick because you feel uncomfortably full/,
    food: /food dominates your life/,
    yes: 'Yes',
    no: 'No',
    week: 'The week of pregnancy must be a whole number from 1 to 42.',
  },
};

describeInEachLocale('ScoffStep', WORDS, (w) => {
  it('asks the five questions, each a yes/no radio group named by its question', () => {
    renderControlled<Scoff>({}, (value, onChange) => <ScoffStep value={value} onChange={onChange} />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(SCOFF_ITEMS.length);
    for (const g of groups) expect(within(g).getAllByRole('radio')).toHaveLength(2);
    screen.getByRole('radiogroup', { name: w.sick });
    screen.getByRole('radiogroup', { name: w.food });
  });

  it('stores true for yes and false for no, per question', () => {
    const changes = renderControlled<Scoff>({}, (value, onChange) => (
      <ScoffStep value={value} onChange={onChange} />
    ));
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: w.sick })).getByRole('radio', { name: w.yes }),
    );
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: w.food })).getByRole('radio', { name: w.no }),
    );
    expect(changes.at(-1)).toEqual({ sick: true, food: false });
    const yes = within(screen.getByRole('radiogroup', { name: w.sick })).getByRole('radio', { name: w.yes });
    expect((yes as HTMLInputElement).checked).toBe(true);
  });

  it('says the week-of-pregnancy range in the person’s language', () => {
    renderControlled(null, () => <StepErrorText error={{ key: 'weekRange', values: { min: 1, max: 42 } }} />);
    screen.getByText(w.week);
  });
});
