import { beforeEach, describe, expect, it } from 'vitest';
import type { TodayView } from '@nutri/domain/contracts';
import { useUserStore } from '../../../stores/user-store';
import { waitUntil } from '../../../testing/dom';
import { answerApi, fail, mockApi, server } from '../../../testing/msw';
import { renderRoutes, resetAppState, setTestLocale } from '../../../testing/render';
import { localDate } from '../lib/days';
import { TodayPage } from './today-page';

const PLAN = '11111111-1111-4111-8111-111111111111';
const levo = {
  id: 'med:levothyroxine',
  kind: 'medicine' as const,
  label: { zh: '左甲状腺素（你的药，按医嘱）', en: 'Levothyroxine (your medicine, as prescribed)' },
  nutrient: null,
  drugId: 'levothyroxine',
  productId: null,
  food: 'empty_stomach' as const,
  how: {
    zh: '空腹用白开水送服，30–60分钟后再吃早饭',
    en: 'on an empty stomach with water, 30–60 minutes before breakfast',
  },
  minute: 420,
};
const day = (taken: string[]): TodayView => ({
  date: localDate(),
  schedule: {
    slots: [
      {
        key: 'wake',
        minute: 420,
        label: { zh: '早上起床、早餐前空腹', en: 'On waking, on an empty stomach' },
        items: [levo],
      },
    ],
    asPrescribed: [],
    notes: [],
    sources: [],
    valid: true,
  },
  taken,
  changes: null,
});

let taken: string[] = [];
mockApi(
  answerApi('getToday', () => day(taken)),
  answerApi('getWeekRecords', () => ({ days: [{ date: localDate(), taken }], total: 1 })),
);

const box = () => document.querySelector('[data-item="med:levothyroxine"]')!;
async function shown() {
  await renderRoutes([{ path: '/today', element: <TodayPage /> }], `/today?id=${PLAN}`);
  await waitUntil(() => document.querySelector('[data-item]') !== null, 'the schedule');
}

describe('ticking a dose off (issue 34 §1)', () => {
  beforeEach(() => {
    resetAppState();
    taken = [];
    useUserStore.setState({ token: 'test-token' });
    setTestLocale('en-US');
  });

  it('shows at once and stays when the server keeps it; the medicine says how it is taken', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answerApi('tickDose', async ({ body }) => {
        await held;
        taken = [body.itemId];
        return { date: body.date, itemId: body.itemId, taken: true };
      }),
    );
    await shown();
    expect(box().textContent).toContain('On an empty stomach with water, 30–60 minutes before breakfast');
    expect(box().getAttribute('aria-checked')).toBe('false');
    (box() as HTMLButtonElement).click();
    // Ticked and counted in the week strip while the server has not answered yet.
    await waitUntil(() => box().getAttribute('aria-checked') === 'true', 'the tick');
    await waitUntil(() => document.querySelector('.td__day--full') !== null, 'the week strip');
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(box().getAttribute('aria-checked')).toBe('true');
  });

  it('is put back when the server refuses it', async () => {
    server.use(answerApi('tickDose', () => fail(500, 'down')));
    await shown();
    (box() as HTMLButtonElement).click();
    await waitUntil(() => document.body.textContent!.includes('That was not saved'), 'the message');
    expect(box().getAttribute('aria-checked')).toBe('false');
  });
});
