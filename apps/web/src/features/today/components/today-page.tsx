import { useState } from 'react';
import type { Bilingual, ScheduleItemView, TodayView, WeekView } from '@nutri/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { usePlanIdOfRoute } from '../../../components/use-plan-id';
import { useDocumentTitle } from '../../../components/use-document-title';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useLocaleStore } from '../../../stores/locale-store';
import { getToday, getWeek, setTaken } from '../api/today';
import { clock, dayLabel, localDate } from '../lib/days';
import './today.css';

type Tick = { itemId: string; taken: boolean };

/** A phrase shown on its own line: its first letter upper-case. */
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `/today`: what to take when today (or a day of the week strip), tick off each dose. */
export function TodayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const text = (b: Bilingual) => (locale === 'zh-CN' ? b.zh : b.en);
  const planId = usePlanIdOfRoute();
  const today = localDate();
  const [date, setDate] = useState(today);
  useDocumentTitle(t('today.title'));
  const back = useGoBack(hrefWithPlan(paths.planGenerate, planId));

  const dayKey = ['today', planId, 'day', date] as const;
  const weekKey = ['today', planId, 'week', today] as const;
  const day = useQuery({
    queryKey: dayKey,
    queryFn: () => getToday(planId!, date),
    enabled: planId !== null,
    // Each read marks the schedule as seen: what changed is shown from the first read only.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const week = useQuery({
    queryKey: weekKey,
    queryFn: () => getWeek(planId!, today),
    enabled: planId !== null,
  });
  const queryClient = useQueryClient();
  const tick = useMutation({
    mutationFn: ({ itemId, taken }: Tick) => setTaken(planId!, date, itemId, taken),
    // Optimistic: the tick shows at once, and in the week strip; put back if the server refuses.
    onMutate: async ({ itemId, taken }: Tick) => {
      await queryClient.cancelQueries({ queryKey: dayKey });
      const before = queryClient.getQueryData<TodayView>(dayKey);
      const beforeWeek = queryClient.getQueryData<WeekView>(weekKey);
      const flip = (list: string[]) =>
        taken ? [...new Set([...list, itemId])] : list.filter((i) => i !== itemId);
      if (before) queryClient.setQueryData<TodayView>(dayKey, { ...before, taken: flip(before.taken) });
      if (beforeWeek)
        queryClient.setQueryData<WeekView>(weekKey, {
          ...beforeWeek,
          days: beforeWeek.days.map((d) => (d.date === date ? { ...d, taken: flip(d.taken) } : d)),
        });
      return { before, beforeWeek };
    },
    onError: (_err, _tick, saved) => {
      if (saved?.before) queryClient.setQueryData(dayKey, saved.before);
      if (saved?.beforeWeek) queryClient.setQueryData(weekKey, saved.beforeWeek);
      void showToast(t('today.tickFailed'));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: weekKey }),
  });

  const notice = (title: string, body: string, action?: { label: string; onClick: () => void }) => (
    <section className="app-card td__notice">
      <h2 className="td__slot-title">{title}</h2>
      {body ? <p className="app-lead">{body}</p> : null}
      {action ? (
        <button type="button" className="app-button app-button--primary" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </section>
  );

  const body = () => {
    if (planId === null)
      return notice(t('today.noPlan.title'), t('today.noPlan.body'), {
        label: t('today.noPlan.start'),
        onClick: () => navigate(paths.start.href()),
      });
    if (day.isPending) return <PageLoading />;
    if (day.isError) {
      // A questionnaire not finished yet: its plan has no day to show.
      if (isApiError(day.error) && day.error.status === 409)
        return notice(t('today.noPlan.title'), t('today.noPlan.body'), {
          label: t('today.noPlan.finish'),
          onClick: () => navigate(hrefWithPlan(paths.questionnaire, planId)),
        });
      return notice(t('today.loadFailed'), '', {
        label: t('today.retry'),
        onClick: () => void day.refetch(),
      });
    }
    const v = day.data;
    const taken = new Set(v.taken);
    const slots = v.schedule.slots.filter((s) => s.items.length > 0);
    if (slots.length === 0 && v.schedule.asPrescribed.length === 0)
      return notice(t('today.empty.title'), t('today.empty.body'));
    const item = (i: ScheduleItemView) => {
      const done = taken.has(i.id);
      return (
        <li key={i.id}>
          <button
            type="button"
            role="checkbox"
            aria-checked={done}
            className={`td__dose${done ? ' td__dose--done' : ''}`}
            data-item={i.id}
            onClick={() => tick.mutate({ itemId: i.id, taken: !done })}
          >
            <span className="td__box" aria-hidden="true">
              {done ? '✓' : ''}
            </span>
            <span className="td__what">
              <span className="td__label">{text(i.label)}</span>
              <span className="app-meta">
                {/* A medicine's own words say how it is taken; a supplement's way is its food tag. */}
                {i.how ? sentence(text(i.how)) : i.food ? t(`today.food.${i.food}`) : null}
              </span>
            </span>
          </button>
        </li>
      );
    };
    const changes = v.changes;
    const changed =
      changes &&
      changes.added.length + changes.removed.length + changes.moved.length + changes.changed.length > 0;
    const notes = [...v.schedule.notes].sort(
      (a, b) => Number(b.kind === 'broken') - Number(a.kind === 'broken'),
    );
    return (
      <>
        {changed ? (
          <section className="app-note td__changes" data-testid="schedule-changes">
            <h2>{t('today.changes.title')}</h2>
            <ul>
              {changes.added.map((c) => (
                <li key={`a${c.id}`}>{t('today.changes.added', { what: text(c.label) })}</li>
              ))}
              {changes.removed.map((c) => (
                <li key={`r${c.id}`}>{t('today.changes.removed', { what: text(c.label) })}</li>
              ))}
              {changes.moved.map((c) => (
                <li key={`m${c.id}`}>
                  {t('today.changes.moved', { what: text(c.label), to: t(`today.slot.${c.to}`) })}
                </li>
              ))}
              {changes.changed.map((c) => (
                <li key={`c${c.id}`}>
                  {t('today.changes.changed', { before: text(c.before), what: text(c.label) })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="app-stack">
          {slots.map((s) => (
            <section key={s.key} className="app-card td__slot" aria-label={text(s.label)}>
              <h2 className="td__slot-title">
                <span className="td__time">{clock(s.minute)}</span> {text(s.label)}
              </h2>
              <ul className="td__doses">{s.items.map(item)}</ul>
            </section>
          ))}
          {v.schedule.asPrescribed.length > 0 ? (
            <section className="app-card td__slot" aria-label={t('today.asPrescribed')}>
              <h2 className="td__slot-title">{t('today.asPrescribed')}</h2>
              <ul className="td__doses">{v.schedule.asPrescribed.map(item)}</ul>
            </section>
          ) : null}
        </div>
        {notes.length > 0 ? (
          <section className="td__notes" aria-label={t('today.notes')}>
            <h2>{t('today.notes')}</h2>
            <ul>
              {notes.map((n, i) => (
                <li key={i} className={n.kind === 'broken' ? 'td__note td__note--warn' : 'td__note'}>
                  {text(n.text)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  };

  const total = week.data?.total ?? 0;
  return (
    <div className="app-screen app-screen--wash td">
      <PageHeader title={t('today.title')} backLabel={t('today.back')} onBack={back} />
      {planId !== null && week.data ? (
        <nav className="td__week" aria-label={t('today.week')}>
          {week.data.days.map((d) => {
            const { day: n, weekday } = dayLabel(d.date, locale);
            const count = d.taken.length;
            const full = total > 0 && count >= total;
            return (
              <button
                key={d.date}
                type="button"
                className={`td__day${d.date === date ? ' td__day--on' : ''}${full ? ' td__day--full' : ''}`}
                aria-pressed={d.date === date}
                onClick={() => setDate(d.date)}
              >
                <span className="td__weekday">{weekday}</span>
                <span className="td__num">{n}</span>
                <span className="td__count" aria-hidden="true">
                  {count}/{total}
                </span>
                <span className="visually-hidden">{t('today.dayLabel', { date: d.date, count, total })}</span>
              </button>
            );
          })}
        </nav>
      ) : null}
      {date !== today ? <p className="app-lead">{t('today.pastDay', { date })}</p> : null}
      {body()}
    </div>
  );
}
