import { lazy, Suspense, useState } from 'react';
import type { Bilingual, ScheduleItemView, TodayView, WeekView } from '@nutri/domain/contracts';
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
import { useDay } from '../api/get-day';
import { useWeek } from '../api/get-week';
import { useTickDose, type Tick } from '../api/tick-dose';
import { clock, dayLabel, localDate } from '../lib/days';
import './today.css';

/** The "Remind me" card: its own chunk, loaded once the day is on screen. */
const RemindersCard = lazy(() => import('./reminders-card'));

/** A phrase shown on its own line: its first letter upper-case. */
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The text of a bilingual phrase in the reader's language. */
function useText(): (b: Bilingual) => string {
  const locale = useLocaleStore((s) => s.locale);
  return (b) => (locale === 'zh-CN' ? b.zh : b.en);
}

/** `/today`: what to take when today (or a day of the week strip), tick off each dose. */
export function TodayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const planId = usePlanIdOfRoute();
  const today = localDate();
  const [date, setDate] = useState(today);
  useDocumentTitle(t('today.title'));
  const back = useGoBack(hrefWithPlan(paths.planGenerate, planId));
  const day = useDay({ planId, date });
  const week = useWeek({ planId, end: today });
  const tick = useTickDose({ planId, date, today, onRefused: () => void showToast(t('today.tickFailed')) });

  const body = () => {
    if (planId === null)
      return (
        <Notice
          title={t('today.noPlan.title')}
          body={t('today.noPlan.body')}
          action={{ label: t('today.noPlan.start'), onClick: () => navigate(paths.start.href()) }}
        />
      );
    if (day.isPending) return <PageLoading />;
    if (day.isError) {
      // A questionnaire not finished yet: its plan has no day to show.
      if (isApiError(day.error) && day.error.status === 409)
        return (
          <Notice
            title={t('today.noPlan.title')}
            body={t('today.noPlan.body')}
            action={{
              label: t('today.noPlan.finish'),
              onClick: () => navigate(hrefWithPlan(paths.questionnaire, planId)),
            }}
          />
        );
      return (
        <Notice
          title={t('today.loadFailed')}
          body=""
          action={{ label: t('today.retry'), onClick: () => void day.refetch() }}
        />
      );
    }
    return (
      <>
        <DaySchedule view={day.data} onTick={(change) => tick.mutate(change)} />
        <Suspense fallback={null}>
          <RemindersCard planId={planId} />
        </Suspense>
      </>
    );
  };

  return (
    <div className="app-screen app-screen--wash td">
      <PageHeader title={t('today.title')} backLabel={t('today.back')} onBack={back} />
      {planId !== null && week.data ? <WeekStrip week={week.data} date={date} onDate={setDate} /> : null}
      {date !== today ? <p className="app-lead">{t('today.pastDay', { date })}</p> : null}
      {body()}
    </div>
  );
}

/** A card in place of the schedule: why there is none, and what to do. */
function Notice({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
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
}

/** The seven days ending today: each with its count of doses taken; one opens that day. */
function WeekStrip({ week, date, onDate }: { week: WeekView; date: string; onDate: (date: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const total = week.total;
  return (
    <nav className="td__week" aria-label={t('today.week')}>
      {week.days.map((d) => {
        const { day: n, weekday } = dayLabel(d.date, locale);
        const count = d.taken.length;
        const full = total > 0 && count >= total;
        return (
          <button
            key={d.date}
            type="button"
            className={`td__day${d.date === date ? ' td__day--on' : ''}${full ? ' td__day--full' : ''}`}
            aria-pressed={d.date === date}
            onClick={() => onDate(d.date)}
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
  );
}

/** A day: what changed since last seen, the doses by time (and those as prescribed), and the notes. */
function DaySchedule({ view: v, onTick }: { view: TodayView; onTick: (tick: Tick) => void }) {
  const { t } = useTranslation();
  const text = useText();
  const taken = new Set(v.taken);
  const slots = v.schedule.slots.filter((s) => s.items.length > 0);
  if (slots.length === 0 && v.schedule.asPrescribed.length === 0)
    return <Notice title={t('today.empty.title')} body={t('today.empty.body')} />;
  const item = (i: ScheduleItemView) => <Dose key={i.id} item={i} done={taken.has(i.id)} onTick={onTick} />;
  const notes = [...v.schedule.notes].sort(
    (a, b) => Number(b.kind === 'broken') - Number(a.kind === 'broken'),
  );
  return (
    <>
      <Changes changes={v.changes} />
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
}

/** One dose to tick off: what, and how it is taken (a medicine's own words, else its food tag). */
function Dose({
  item: i,
  done,
  onTick,
}: {
  item: ScheduleItemView;
  done: boolean;
  onTick: (tick: Tick) => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <li>
      <button
        type="button"
        role="checkbox"
        aria-checked={done}
        className={`td__dose${done ? ' td__dose--done' : ''}`}
        data-item={i.id}
        onClick={() => onTick({ itemId: i.id, taken: !done })}
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
}

/** What changed in the schedule since it was last seen: added, removed, moved, changed. */
function Changes({ changes }: { changes: TodayView['changes'] }) {
  const { t } = useTranslation();
  const text = useText();
  if (
    !changes ||
    changes.added.length + changes.removed.length + changes.moved.length + changes.changed.length === 0
  )
    return null;
  return (
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
  );
}
