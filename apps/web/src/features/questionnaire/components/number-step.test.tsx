import { act, fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderControlled } from '../../../testing/controlled';
import { describeIn } from '../../../testing/render';
import type { NumberField } from '../lib/steps';
import { NumberStep } from './number-step';

/** The step with its answer in state, as the questionnaire keeps it; `stored` lists every change. */
function renderStep(field: NumberField, answer?: number) {
  return renderControlled(answer, (value, onChange) => (
    <NumberStep field={field} value={value} invalid={false} onChange={onChange} />
  ));
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const typed = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

describeIn('en-US', 'NumberStep in US customary units', () => {
  it('asks height in feet and inches and stores cm: 5 ft 7 in → 170.2 cm', () => {
    const stored = renderStep('heightCm');
    // Unanswered: the round 5 ft 5 in, stored as 165.1 cm.
    expect(stored).toEqual([165.1]);
    expect(typed('Feet')).toBe('5');
    expect(typed('Inches')).toBe('5');
    screen.getByText('From 3 ft 4 in to 8 ft 2 in');
    type('Inches', '7');
    expect(stored.at(-1)).toBe(170.2);
    type('Feet', '6');
    type('Inches', '');
    expect(stored.at(-1)).toBe(182.9);
    type('Feet', 'six');
    expect(stored.at(-1)).toBeUndefined();
  });

  it('asks weight in pounds and stores kg to one decimal: 150 lb → 68.0 kg', () => {
    const stored = renderStep('weightKg');
    expect(stored).toEqual([59.9]); // 132 lb
    screen.getByText('From 56 to 661 lb');
    type('Or type it (lb)', '150');
    expect(stored.at(-1)).toBe(68);
    type('Or type it (lb)', '150,5');
    expect(stored.at(-1)).toBe(68.3);
  });

  it('shows a pre-filled answer in the chosen units without changing it', () => {
    const stored = renderStep('heightCm', 170);
    // 5 ft 7 in would be 170.2 cm: the exact figure keeps the stored 170.
    expect(typed('Feet')).toBe('5');
    expect(typed('Inches')).toBe('6.93');
    expect(stored).toEqual([]);
  });

  it('switching systems shows the same answer in the other units and stores nothing new', () => {
    const stored = renderStep('weightKg', 68);
    expect(typed('Or type it (lb)')).toBe('150');
    const metric = screen.getByRole('button', { name: 'cm · kg' });
    expect(metric.getAttribute('aria-pressed')).toBe('false');
    act(() => metric.click());
    expect(typed('Or type it (kg)')).toBe('68');
    expect(metric.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('measurementSystem')).toBe('metric');
    act(() => screen.getByRole('button', { name: 'ft · in · lb' }).click());
    expect(typed('Or type it (lb)')).toBe('150');
    expect(stored).toEqual([]);
  });

  it('keeps a height typed in feet and inches when switching to metric and back', () => {
    const stored = renderStep('heightCm', 165.1);
    type('Inches', '7');
    act(() => screen.getByRole('button', { name: 'cm · kg' }).click());
    expect(typed('Or type it (cm)')).toBe('170.2');
    act(() => screen.getByRole('button', { name: 'ft · in · lb' }).click());
    expect(typed('Feet')).toBe('5');
    expect(typed('Inches')).toBe('7');
    expect(stored).toEqual([170.2]);
  });

  it('age has no unit switch', () => {
    renderStep('age');
    expect(screen.queryByRole('group', { name: 'Units' })).toBeNull();
  });
});

describeIn('zh-CN', 'NumberStep in zh-CN', () => {
  it('asks in cm by default, and remembers a switch to US units', () => {
    const stored = renderStep('heightCm');
    expect(stored).toEqual([165]);
    expect(typed('也可以直接输入（厘米）')).toBe('165');
    act(() => screen.getByRole('button', { name: '英尺 · 英寸 · 磅' }).click());
    expect(typed('英尺')).toBe('5');
    expect(typed('英寸')).toBe('4.96');
    screen.getByText('范围 3 英尺 4 英寸–8 英尺 2 英寸');
    expect(localStorage.getItem('measurementSystem')).toBe('us');
    expect(stored).toEqual([165]);
  });
});
