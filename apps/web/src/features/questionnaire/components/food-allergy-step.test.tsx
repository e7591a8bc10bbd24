import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AppLocale } from '../../../lib/language';
import { renderControlled } from '../../../testing/controlled';
import { describeInEachLocale } from '../../../testing/render';
import { OTHER_FOOD_ALLERGY_MAX } from '../lib/options';
import { stepsFor } from '../lib/steps';
import { FoodAllergyStep } from './food-allergy-step';

// Fourteenth clinician review, en P4 #1: the questionnaire had no allergy field, and a person with fish
// and shellfish anaphylaxis was told to eat salmon. The health section now asks for food allergies.
const WORDS: Record<AppLocale, { fish: string; shellfish: string; other: string }> = {
  'zh-CN': { fish: '鱼', shellfish: '虾蟹贝类', other: '其他食物过敏' },
  'en-US': {
    fish: 'Fish',
    shellfish: 'Shellfish (shrimp, crab, lobster, clams …)',
    other: 'Another food allergy',
  },
};

describeInEachLocale('FoodAllergyStep: food allergies', WORDS, (w) => {
  it('offers the major allergens as chips and another allergy as typed', () => {
    const step = stepsFor('deep_questionnaire', { gender: 'female' }).find((s) => s.id === 'foodAllergies');
    const options = step?.kind === 'multi' ? step.options : [];
    expect(options).toEqual([
      'fish',
      'shellfish',
      'peanut',
      'tree_nut',
      'milk',
      'egg',
      'soy',
      'wheat',
      'sesame',
    ]);
    const others: string[] = [];
    const changes = renderControlled<string[]>([], (value, onChange) => (
      <FoodAllergyStep
        options={options}
        value={value}
        other=""
        onChange={onChange}
        onOtherChange={(o) => others.push(o)}
      />
    ));
    fireEvent.click(screen.getByRole('checkbox', { name: w.fish }));
    fireEvent.click(screen.getByRole('checkbox', { name: w.shellfish }));
    expect(changes.at(-1)).toEqual(['fish', 'shellfish']);
    const input = screen.getByRole('textbox', { name: w.other });
    expect(input.getAttribute('maxLength')).toBe(String(OTHER_FOOD_ALLERGY_MAX));
    fireEvent.change(input, { target: { value: 'kiwi' } });
    expect(others.at(-1)).toBe('kiwi');
  });
});
