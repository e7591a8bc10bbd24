import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MedicineDose } from '@nutri/domain/contracts';
import { renderWithProviders, resetAppState, setTestLocale } from '../../../testing/render';
import { MedicinesStep } from './medicines-step';

describe('MedicinesStep dose field', () => {
  beforeEach(() => {
    resetAppState();
    setTestLocale('en-US');
  });

  it('gives each picked medicine an optional dose with a unit; clearing it removes the dose', () => {
    const calls: [string, MedicineDose | undefined][] = [];
    function Harness() {
      const [doses, setDoses] = useState<MedicineDose[]>([]);
      return (
        <MedicinesStep
          value={['warfarin']}
          names={{ warfarin: 'Warfarin' }}
          doses={doses}
          onPick={() => undefined}
          onRemove={() => undefined}
          onDose={(id, dose) => {
            calls.push([id, dose]);
            setDoses(dose ? [dose] : []);
          }}
        />
      );
    }
    renderWithProviders(<Harness />);
    const amount = screen.getByRole('textbox', { name: 'Warfarin dose (optional)' });
    const unit = screen.getByRole('combobox', { name: 'Warfarin unit' });
    fireEvent.change(amount, { target: { value: '3' } });
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 3, unit: 'mg' }]);
    fireEvent.change(unit, { target: { value: 'µg' } });
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 3, unit: 'µg' }]);
    fireEvent.change(amount, { target: { value: '' } });
    expect(calls.at(-1)).toEqual(['warfarin', undefined]);
  });
});
