import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplementIntake } from '@nutri/domain/contracts';
import { renderControlled } from '../../../testing/controlled';
import { freshAppBeforeEach } from '../../../testing/render';
import { SupplementsStep } from './supplements-step';

describe('SupplementsStep units (issue 19.7)', () => {
  freshAppBeforeEach('zh-CN');

  it('offers tablets, capsules, scoops and sachets; a count starts at one, then takes what is typed', () => {
    const name = '营养家 钙+维生素D3片';
    const initial: SupplementIntake[] = [{ optionId: 'p-ca-d3', name, dose: 600, unit: 'mg' }];
    const seen = renderControlled(initial, (value, onChange) => (
      <SupplementsStep value={value} onChange={onChange} />
    ));
    const unit = screen.getByRole('combobox', { name: `${name} 单位` }) as HTMLSelectElement;
    expect([...unit.options].map((o) => o.textContent)).toEqual([
      'mg',
      'µg',
      'g',
      'IU',
      '片',
      '粒',
      '勺',
      '袋',
    ]);
    fireEvent.change(unit, { target: { value: 'tablet' } });
    expect(seen.at(-1)).toEqual([{ optionId: 'p-ca-d3', name, dose: 1, unit: 'tablet' }]);
    const amount = screen.getByRole('textbox', { name: `${name} 每日用量` }) as HTMLInputElement;
    expect(amount.value).toBe('1');
    fireEvent.change(amount, { target: { value: '2' } });
    expect(seen.at(-1)).toEqual([{ optionId: 'p-ca-d3', name, dose: 2, unit: 'tablet' }]);
    // From one count unit to another the number stays.
    fireEvent.change(unit, { target: { value: 'capsule' } });
    expect(seen.at(-1)).toEqual([{ optionId: 'p-ca-d3', name, dose: 2, unit: 'capsule' }]);
  });
});
