import type { Retest, RetestDue } from '@nutri/domain/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDueDay, isPastDay } from '../lib/dates';
import type { AppLocale } from '../lib/language';
import { nextDue, retestSpan } from '../lib/retest';
import { useLocaleStore } from '../stores/locale-store';

const SINGULAR = { weeks: 'week', months: 'month', years: 'year' } as const;

/** "8–12周" / "8–12 weeks", "3个月" / "3 months", "1年" / "1 year". */
export function retestSpanText(t: TFunction, weeks: number, minWeeks?: number): string {
  const s = retestSpan(weeks, minWeeks);
  if (s.from !== undefined) return t(`retest.span.${s.unit}Range`, { from: s.from, to: s.to });
  return t(`retest.span.${s.to === 1 ? SINGULAR[s.unit] : s.unit}`, { count: s.to });
}

/**
 * A lab row's re-test line: "建议8–12周后复查（3月3日前）" / "Retest in 8–12 weeks (by Mar 3)", "已到期" /
 * "due now" once the day has passed; without a test date (a typed value) only the interval.
 */
export function retestLineText(
  t: TFunction,
  locale: AppLocale,
  retest: Pick<Retest, 'weeks' | 'minWeeks'>,
  due: Pick<RetestDue, 'dueDate'> | undefined,
  now: Date = new Date(),
): string {
  const span = retestSpanText(t, retest.weeks, retest.minWeeks);
  if (!due) return t('retest.line', { span });
  const date = formatDueDay(due.dueDate, locale, now);
  return t(isPastDay(due.dueDate, now) ? 'retest.lineDue' : 'retest.lineBy', { span, date });
}

/**
 * A person's entry in the plan list: "复查：铁蛋白 1月20日前" / "Retest: Ferritin by Jan 20", "已到期" /
 * "due now" when past; null when nothing is due.
 */
export function retestListText(
  t: TFunction,
  locale: AppLocale,
  due: readonly RetestDue[] | undefined,
  now: Date = new Date(),
): string | null {
  const next = nextDue(due, now);
  if (!next) return null;
  const names = next.names.join(t('retest.separator'));
  return next.past
    ? t('retest.listDue', { names })
    : t('retest.list', { names, date: formatDueDay(next.dueDate, locale, now) });
}

/** The texts above in the user's language. */
export function useRetestTexts() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return {
    line: (retest: Retest, due: RetestDue | undefined) => retestLineText(t, locale, retest, due),
    list: (due: readonly RetestDue[] | undefined) => retestListText(t, locale, due),
  };
}
