import { useState, type ReactElement } from 'react';
import { renderWithProviders } from './render';

/**
 * A controlled component (a questionnaire step, a list of fields) rendered with its value kept in state,
 * as its owner keeps it: `view` gets the value and the change handler. The returned list records every
 * value the component reported, in order.
 */
export function renderControlled<T>(
  initial: T,
  view: (value: T, onChange: (next: T) => void) => ReactElement,
): T[] {
  const changes: T[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return view(value, (next) => {
      changes.push(next);
      setValue(next);
    });
  }
  renderWithProviders(<Harness />);
  return changes;
}
