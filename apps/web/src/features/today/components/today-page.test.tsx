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
  answerApi('getReminderSettings', () => ({
    customNutritionPlanId: PLAN,
    channels: [],
    quietStart: '22:30',
    quietEnd: '07:00',
    timeZone: 'Asia/Shanghai',
    refills: true,
    saved: false,
    wechatAvailable: false,
    wechatTemplateId: null,
    wechatConsent: null,
    pushSubscriptions: 0,
    calendarPath: `/v1/reminders/calendar.ics?custom_nutrition_plan_id=${PLAN}&key=${'k'.repeat(32)}`,
  })),
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

describe('the "Remind me" card (issue 34 §2)', () => {
  beforeEach(() => {
    resetAppState();
    taken = [];
    useUserStore.setState({ token: 'test-token' });
    setTestLocale('en-US');
  });

  const card = () => document.querySelector('[data-testid="reminders-card"]');

  it('under the day: the calendar file always, in the reader’s language', async () => {
    await shown();
    await waitUntil(() => card() !== null, 'the card');
    const ics = document.querySelector<HTMLAnchorElement>('[data-testid="reminders-ics"]')!;
    expect(ics.getAttribute('href')).toBe(
      `/api/v1/reminders/calendar.ics?custom_nutrition_plan_id=${PLAN}&key=${'k'.repeat(32)}&locale=en-US`,
    );
    expect(ics.getAttribute('download')).toBe('reminders.ics');
  });

  it('permission refused: plain words on how to allow it, and the calendar file', async () => {
    const asked: string[] = [];
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.assign(window, {
      PushManager: function PushManager() {},
      Notification: Object.assign(function Notification() {}, {
        permission: 'default',
        requestPermission: () => {
          asked.push('notifications');
          return Promise.resolve('denied');
        },
      }),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      await shown();
      await waitUntil(
        () => document.querySelector('[data-testid="reminders-enable"]') !== null,
        'the button',
      );
      // Nothing is asked before the tap.
      expect(asked).toEqual([]);
      document.querySelector<HTMLButtonElement>('[data-testid="reminders-enable"]')!.click();
      await waitUntil(
        () => document.querySelector('[data-testid="reminders-refused"]') !== null,
        'the message',
      );
      expect(asked).toEqual(['notifications']);
      expect(document.querySelector('[data-testid="reminders-refused"]')!.textContent).toMatch(
        /Notifications → Allow.*calendar file/,
      );
    } finally {
      delete (window as { PushManager?: unknown }).PushManager;
      delete (window as { Notification?: unknown }).Notification;
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
