import { beforeEach, describe, expect, it } from 'vitest';
import type { PlanSummary, RetestDue } from '@nutri/domain/contracts';
import { formatDueDay } from '../../../lib/dates';
import { useUserStore } from '../../../stores/user-store';
import { textsOf, waitUntil } from '../../../testing/dom';
import { answerApi, mockApi } from '../../../testing/msw';
import { renderRoutes, resetAppState, setTestLocale } from '../../../testing/render';
import { ReportListPage } from './report-list-page';

const DAY = 86_400_000;
const due = (name: string, inDays: number): RetestDue => ({
  marker: 'ferritin',
  name,
  testDate: new Date(Date.now() + (inDays - 56) * DAY).toISOString(),
  dueDate: new Date(Date.now() + inDays * DAY).toISOString(),
  weeks: 8,
  minWeeks: 4,
});
const plan = (id: string, nickname: string, retestDue: RetestDue[]): PlanSummary => ({
  id,
  customNutritionPlanId: id,
  clientType: 'web',
  planType: 'short_questionnaire',
  locale: 'zh-CN',
  nickname,
  questionnaireComplete: true,
  hasDocument: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: `2026-01-0${id.length}T00:00:00.000Z`,
  retestDue,
});

let plans: PlanSummary[] = [];
mockApi(answerApi('listPlans', () => ({ list: plans, total: plans.length })));

async function shownDue(): Promise<(string | undefined)[]> {
  await renderRoutes([{ path: '/reportListPage', element: <ReportListPage /> }], '/reportListPage');
  await waitUntil(() => document.querySelectorAll('.rl__item').length === plans.length, 'the plans');
  return [...document.querySelectorAll('.rl__item')].map(
    (item) => textsOf('[data-testid="retest-due"]', item)[0],
  );
}

describe('the plan list shows what is due (issue 18 §5)', () => {
  beforeEach(() => {
    resetAppState();
    useUserStore.setState({ token: 'test-token' });
  });

  it.each([
    ['zh-CN', '复查：铁蛋白 {date}前', '复查：铁蛋白 已到期'],
    ['en-US', 'Retest: Ferritin by {date}', 'Retest: Ferritin due now'],
  ] as const)('%s: a date ahead, one passed, and nothing', async (locale, ahead, passed) => {
    setTestLocale(locale);
    const name = locale === 'zh-CN' ? '铁蛋白' : 'Ferritin';
    const soon = due(name, 10);
    // Newest first: "a" (updated Jan 1) is last.
    plans = [plan('ccc', 'Mum', [soon]), plan('bb', 'Dad', [due(name, -3)]), plan('a', 'Me', [])];
    expect(await shownDue()).toEqual([
      ahead.replace('{date}', formatDueDay(soon.dueDate, locale)),
      passed,
      undefined,
    ]);
  });
});
