/**
 * The country for emergency numbers in the chat settings, in both languages (twelfth clinician review,
 * en P1 #1, en P3 #1): shown from the stored user, changed through `POST v1/userinfo {region}`.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../testing/handlers';
import { answerApi, mockApi } from '../../../testing/msw';
import { renderWithProviders, setTestLocale } from '../../../testing/render';
import { useUserStore } from '../../../stores/user-store';
import { RegionSetting } from './region-setting';

const sent: unknown[] = [];
mockApi(
  answerApi('userInfo', ({ body }) => {
    sent.push(body);
    return {
      ...userFixture,
      invCode: null,
      locale: null,
      region: (body as { region?: 'AU' | null }).region ?? null,
    };
  }),
);

describe('the region setting', () => {
  it.each([
    ['en-US', 'Country for emergency numbers', 'Australia (000)'],
    ['zh-CN', '急救电话所在地区', '澳大利亚（000）'],
  ] as const)('%s: shows the set country and changes it', async (locale, label, australia) => {
    setTestLocale(locale);
    act(() => useUserStore.setState({ userInfo: { ...userFixture, region: 'GB' } }));
    renderWithProviders(<RegionSetting />);
    const select = screen.getByLabelText(label) as HTMLSelectElement;
    expect(select.value).toBe('GB');
    expect(screen.getByRole('option', { name: australia })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'AU' } });
    await waitFor(() => expect(useUserStore.getState().userInfo?.region).toBe('AU'));
    expect(sent.at(-1)).toEqual({ region: 'AU' });
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(useUserStore.getState().userInfo?.region).toBeNull());
    expect(sent.at(-1)).toEqual({ region: null });
  });
});
