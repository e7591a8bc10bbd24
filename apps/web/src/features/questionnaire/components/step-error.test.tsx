import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MINOR_MESSAGE } from '@nutri/domain/contracts';
import type { AppLocale } from '../../../lib/language';
import { renderControlled } from '../../../testing/controlled';
import { describeInEachLocale } from '../../../testing/render';
import { StepErrorText } from './step-error';

const WORDS: Record<AppLocale, { minor: string; talk: RegExp }> = {
  'zh-CN': { minor: MINOR_MESSAGE.zh, talk: /父母、校医或儿科医生/ },
  'en-US': { minor: MINOR_MESSAGE.en, talk: /a parent, your school nurse or doctor/ },
};

describeInEachLocale('StepErrorText under 18', WORDS, (w) => {
  it('shows the domain’s young-person message (the API’s refusal says the same), no figures', () => {
    renderControlled(null, () => <StepErrorText error={{ key: 'minor' }} />);
    const shown = screen.getByRole('alert');
    expect(shown.textContent).toBe(w.minor);
    expect(shown.textContent).toMatch(w.talk);
    expect(shown.textContent).not.toMatch(/kcal|千卡|\d+\s*(kg|公斤)/);
  });
});
