import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AppLocale } from '../../../lib/language';
import { describeInEachLocale, renderWithProviders } from '../../../testing/render';
import { LabsStep } from './labs-step';
import { MedicinesStep } from './medicines-step';
import { SupplementsStep } from './supplements-step';

/**
 * The amount and its unit on one row (issue 19.6): both controls in one row, each with its full
 * accessible name, under short captions of their own, so a long caption can never push one control
 * below the other. (Their equal height and shared baseline are measured in e2e/questionnaire.e2e.ts.)
 */
function expectOneRow(amount: HTMLElement, unit: HTMLElement) {
  expect(amount.parentElement).toBe(unit.parentElement);
  expect(amount.parentElement!.classList.contains('qs-amount')).toBe(true);
  // Neither control is wrapped in its own label with a caption that could wrap to another height.
  expect(amount.closest('label')).toBeNull();
  expect(unit.closest('label')).toBeNull();
  // Both are drawn the same way (one height, one font).
  expect([...amount.classList].filter((c) => c === 'qs-amount__control')).toHaveLength(1);
  expect([...unit.classList].filter((c) => c === 'qs-amount__control')).toHaveLength(1);
}

const T: Record<
  AppLocale,
  {
    suppDose: string;
    suppUnit: string;
    medDose: string;
    medUnit: string;
    labValue: string;
    labUnit: string;
    captions: string[];
  }
> = {
  'zh-CN': {
    suppDose: '维生素D3 每日用量',
    suppUnit: '维生素D3 单位',
    medDose: '华法林的剂量（可选）',
    medUnit: '华法林的剂量单位',
    labValue: '第 1 项数值',
    labUnit: '第 1 项单位',
    captions: ['每日用量', '单位', '剂量（可选）', '数值'],
  },
  'en-US': {
    suppDose: 'Vitamin D3 daily amount',
    suppUnit: 'Vitamin D3 unit',
    medDose: 'Dose of Warfarin (optional)',
    medUnit: 'Dose unit of Warfarin',
    labValue: 'Test 1 value',
    labUnit: 'Test 1 unit',
    captions: ['Daily amount', 'Unit', 'Dose (optional)', 'Value'],
  },
};

describeInEachLocale('amount and unit fields', T, (t, locale) => {
  it('a supplement’s daily amount and its unit share one row under short captions', () => {
    renderWithProviders(
      <SupplementsStep
        value={[
          {
            optionId: 'vitamin-d3',
            name: locale === 'zh-CN' ? '维生素D3' : 'Vitamin D3',
            dose: 400,
            unit: 'IU',
          },
        ]}
        onChange={() => undefined}
      />,
    );
    const amount = screen.getByRole('textbox', { name: t.suppDose });
    const unit = screen.getByRole('combobox', { name: t.suppUnit });
    expectOneRow(amount, unit);
    expect((amount as HTMLInputElement).value).toBe('400');
    // The captions are short and name neither the supplement nor a row number.
    expect(amount.parentElement!.querySelector('.qs-amount__caption')!.textContent).toBe(t.captions[0]);
  });

  it('a medicine’s optional dose and its unit share one row', () => {
    renderWithProviders(
      <MedicinesStep
        value={['warfarin']}
        names={{ warfarin: locale === 'zh-CN' ? '华法林' : 'Warfarin' }}
        onPick={() => undefined}
        onRemove={() => undefined}
        onDose={() => undefined}
      />,
    );
    // The medicine's dose row is the one the medicine review uses too (amount and unit, form below).
    const amount = screen.getByRole('textbox', { name: t.medDose });
    const unit = screen.getByRole('combobox', { name: t.medUnit });
    expect(amount.parentElement).toBe(unit.parentElement);
    expect(amount.parentElement!.classList.contains('med-detail')).toBe(true);
    expect(amount.closest('label')).toBeNull();
    expect(unit.closest('label')).toBeNull();
  });

  it('a lab value and its unit share one row', () => {
    renderWithProviders(
      <LabsStep value={[{ marker: 'ferritin', value: 20, unit: 'ng/mL' }]} onChange={() => undefined} />,
    );
    expectOneRow(
      screen.getByRole('textbox', { name: t.labValue }),
      screen.getByRole('combobox', { name: t.labUnit }),
    );
  });

  it('a tap on a caption goes to its control', () => {
    renderWithProviders(
      <LabsStep value={[{ marker: 'ferritin', value: 20, unit: 'ng/mL' }]} onChange={() => undefined} />,
    );
    const caption = screen.getByText(t.captions[3]!);
    expect(caption.tagName).toBe('LABEL');
    expect(document.getElementById(caption.getAttribute('for')!)).toBe(
      screen.getByRole('textbox', { name: t.labValue }),
    );
  });
});
