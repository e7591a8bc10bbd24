import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AppLocale } from '../../../lib/language';
import { renderControlled } from '../../../testing/controlled';
import { describeInEachLocale } from '../../../testing/render';
import { stepsFor } from '../lib/steps';
import { MultiStep } from './multi-step';

// Clinician review 2026-11-25 (Z5): dialysis is its own answer in the health step, for everyone.
const WORDS: Record<AppLocale, { dialysis: string; kidney: string }> = {
  'zh-CN': { dialysis: '正在透析（血液透析或腹膜透析）', kidney: '肾脏疾病' },
  'en-US': { dialysis: 'On dialysis (haemodialysis or peritoneal dialysis)', kidney: 'Kidney disease' },
};

describeInEachLocale('MultiStep: the health conditions', WORDS, (w) => {
  for (const gender of ['female', 'male'] as const) {
    it(`offers "on dialysis" next to kidney disease (${gender}), and stores dialysis`, () => {
      const step = stepsFor('deep_questionnaire', { gender }).find((s) => s.id === 'conditions');
      const options = step?.kind === 'multi' ? step.options : [];
      expect(options.indexOf('dialysis')).toBe(options.indexOf('kidney_disease') + 1);
      const changes = renderControlled<string[]>([], (value, onChange) => (
        <MultiStep field="conditions" options={options} value={value} onChange={onChange} />
      ));
      screen.getByRole('checkbox', { name: w.kidney });
      fireEvent.click(screen.getByRole('checkbox', { name: w.dialysis }));
      expect(changes.at(-1)).toEqual(['dialysis']);
    });
  }
});
