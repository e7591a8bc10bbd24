import type { LabHistory } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { formatMonthDay } from '../../../lib/dates';
import { formatNumber } from '../../../lib/number-format';
import { useLocaleStore } from '../../../stores/locale-store';

type MarkerHistory = LabHistory['markers'][number];

const W = 72;
const H = 24;

/**
 * A marker's history (issue 18.5): a small line of its values over time and, in words, the change since
 * the test before (in the latest value's unit). Shown once there are two tests.
 */
export function LabTrend({ history }: { history: MarkerHistory | undefined }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  if (!history || history.points.length < 2) return null;
  const last = history.points.at(-1)!;
  const before = history.points.at(-2)!;
  const values = history.points.map((p) => p.value);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = W / (history.points.length - 1);
  const line = history.points
    .map((p, i) => `${(i * step).toFixed(1)},${(H - 2 - ((p.value - min) / span) * (H - 4)).toFixed(1)}`)
    .join(' ');
  const since = formatMonthDay(before.date, locale);
  const change = history.change;
  const text =
    change === null
      ? t('labAnalysis.trend.other', {
          date: since,
          value: formatNumber(before.value, locale, 2, false),
          unit: before.unit,
        })
      : change === 0
        ? t('labAnalysis.trend.same', { date: since })
        : t(change > 0 ? 'labAnalysis.trend.up' : 'labAnalysis.trend.down', {
            date: since,
            change: formatNumber(Math.abs(change), locale, 2, false),
            unit: last.unit,
          });
  return (
    <p className="lab-trend">
      <svg className="lab-trend__line" width={W} height={H} viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span>{text}</span>
    </p>
  );
}
