import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MedicineDose } from '@nutri/domain/contracts';
import { renderControlled } from '../../../testing/controlled';
import { freshAppBeforeEach, renderWithProviders } from '../../../testing/render';
import { MedicinesStep } from './medicines-step';

describe('MedicinesStep dose field', () => {
  freshAppBeforeEach('en-US');

  it('gives each picked medicine an optional dose with a unit and an optional form (issue 19.7)', () => {
    const calls: [string, MedicineDose | undefined][] = [];
    renderControlled<MedicineDose[]>([], (doses, onChange) => (
      <MedicinesStep
        value={['warfarin']}
        names={{ warfarin: 'Warfarin' }}
        doses={doses}
        onPick={() => undefined}
        onRemove={() => undefined}
        onDose={(id, dose) => {
          calls.push([id, dose]);
          onChange(dose ? [dose] : []);
        }}
      />
    ));
    const amount = screen.getByRole('textbox', { name: 'Dose of Warfarin (optional)' });
    const unit = screen.getByRole('combobox', { name: 'Dose unit of Warfarin' });
    const form = screen.getByRole('combobox', { name: 'Form of Warfarin (optional)' });
    fireEvent.change(amount, { target: { value: '3' } });
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 3, unit: 'mg' }]);
    fireEvent.change(unit, { target: { value: 'µg' } });
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 3, unit: 'µg' }]);
    fireEvent.change(form, { target: { value: 'tablet' } });
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 3, unit: 'µg', form: 'tablet' }]);
    // A comma decimal (many keyboards) reads as a point.
    fireEvent.change(amount, { target: { value: '2,5' } });
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 2.5, unit: 'µg', form: 'tablet' }]);
    // Clearing the amount keeps the form; clearing both removes the detail.
    fireEvent.change(amount, { target: { value: '' } });
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', form: 'tablet' }]);
    fireEvent.change(form, { target: { value: '' } });
    expect(calls.at(-1)).toEqual(['warfarin', undefined]);
  });

  it('says so when the typed amount is not a dose, and keeps only what is valid', () => {
    const calls: (MedicineDose | undefined)[] = [];
    renderWithProviders(
      <MedicinesStep
        value={['metformin']}
        names={{ metformin: 'Metformin' }}
        doses={[{ id: 'metformin', dose: 500, unit: 'mg', form: 'tablet' }]}
        onPick={() => undefined}
        onRemove={() => undefined}
        onDose={(_id, dose) => calls.push(dose)}
      />,
    );
    const amount = screen.getByRole('textbox', { name: 'Dose of Metformin (optional)' });
    // Pre-filled from what was stored.
    expect((amount as HTMLInputElement).value).toBe('500');
    expect(
      (screen.getByRole('combobox', { name: 'Form of Metformin (optional)' }) as HTMLSelectElement).value,
    ).toBe('tablet');
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(screen.getByRole('alert').textContent).toContain('number above 0');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(calls.at(-1)).toEqual({ id: 'metformin', form: 'tablet' });
  });

  it('shows a medicine kept as typed as not checked, with a remove button (eleventh clinician review)', () => {
    const removed: string[] = [];
    renderWithProviders(
      <MedicinesStep
        value={['pancrelipase']}
        names={{ pancrelipase: 'Creon' }}
        unchecked={['Trikafta']}
        onPick={() => undefined}
        onRemove={() => undefined}
        onKeepTyped={() => undefined}
        onRemoveTyped={(name) => removed.push(name)}
      />,
    );
    expect(screen.getByText('Medicines added: 2')).toBeTruthy();
    const row = document.querySelector('[data-unchecked-medicine="Trikafta"]')!;
    expect(row.textContent).toContain('not checked');
    expect(screen.getByText(/ask the pharmacist who dispenses it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Trikafta/ }));
    expect(removed).toEqual(['Trikafta']);
  });
});
