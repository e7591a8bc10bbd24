import type { Profile } from '@nutri/domain/contracts';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMeasurementStore } from '../../../stores/measurement-store';
import { renderWithProviders, resetAppState, setTestLocale } from '../../../testing/render';
import { ProfileCard } from './profile-card';

const profile: Profile = {
  sex: 'female',
  age: 34,
  heightCm: 170.2,
  weightKg: 68,
  bmi: 23.5,
  bmiCategory: 'normal',
  bmrKcal: 1400,
  tdeeKcal: 2170,
  activityLevel: 'moderate',
  proteinTargetG: 54,
  reasons: [],
};

describe('the plan profile reads height and weight back in the person’s units', () => {
  beforeEach(() => resetAppState());

  it('en-US: feet, inches and pounds, with the metric figures beside them', () => {
    setTestLocale('en-US');
    renderWithProviders(<ProfileCard profile={profile} />);
    screen.getByText('Female · 34 y · 5 ft 7 in (170.2 cm) · 150 lb (68 kg) · Moderately active', {
      exact: false,
    });
  });

  it('zh-CN: cm and kg; the US units once chosen', () => {
    setTestLocale('zh-CN');
    renderWithProviders(<ProfileCard profile={profile} />);
    // Figures keep their units on the line with no-break spaces.
    const text = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text()).toContain('170.2 cm · 68 kg');
    act(() => useMeasurementStore.getState().choose('us'));
    expect(text()).toContain('5 英尺 7 英寸（170.2 cm） · 150 磅（68 kg）');
  });
});
