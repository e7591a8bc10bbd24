import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MedicineDose } from '@nutri/domain/contracts';
import { AppProviders } from '../../../app/providers';
import { initLocale, useLocaleStore } from '../../../stores/locale-store';
import { MedicinesStep } from './medicines-step';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

/** React tracks input values itself: set the native value, then dispatch the event it listens to. */
function typeInto(el: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change') {
  const proto = el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event(event, { bubbles: true }));
}

describe('MedicinesStep dose field', () => {
  beforeEach(() => {
    initLocale({ search: '', hash: '' }, 'en-US');
    useLocaleStore.getState().setLocale('en-US');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('gives each picked medicine an optional dose with a unit; clearing it removes the dose', async () => {
    const calls: [string, MedicineDose | undefined][] = [];
    let doses: MedicineDose[] = [];
    const draw = () =>
      root.render(
        <AppProviders>
          <MedicinesStep
            value={['warfarin']}
            names={{ warfarin: 'Warfarin' }}
            doses={doses}
            onPick={() => undefined}
            onRemove={() => undefined}
            onDose={(id, dose) => {
              calls.push([id, dose]);
              doses = dose ? [dose] : [];
              draw();
            }}
          />
        </AppProviders>,
      );
    await act(async () => draw());
    const amount = container.querySelector<HTMLInputElement>(
      'input[aria-label="Dose of Warfarin (optional)"]',
    )!;
    const unit = container.querySelector<HTMLSelectElement>('select[aria-label="Unit for Warfarin"]')!;
    expect(amount).not.toBeNull();
    await act(async () => typeInto(amount, '3', 'input'));
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 3, unit: 'mg' }]);
    await act(async () => typeInto(unit, 'µg', 'change'));
    expect(calls.at(-1)).toEqual(['warfarin', { id: 'warfarin', dose: 3, unit: 'µg' }]);
    await act(async () => typeInto(amount, '', 'input'));
    expect(calls.at(-1)).toEqual(['warfarin', undefined]);
  });
});
