import { useId, useEffect, useRef, useState } from 'react';
import type { NutrientStatus } from '@nutri/domain/contracts';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { nutrientName } from '../lib/format';
import type { RadarHandle, RadarInput } from '../lib/radar-echarts';

export interface RadarCardProps {
  radar: readonly { key: string; score: number }[];
  nutrients: readonly NutrientStatus[] | undefined;
  /** Opens the detail sheet of one nutrient. */
  onSelect: (key: string) => void;
}

function levelOf(score: number): 'low' | 'fair' | 'good' {
  return score < 50 ? 'low' : score < 75 ? 'fair' : 'good';
}

/**
 * The nutrient-status radar. The chart (ECharts, loaded on demand) is a picture for the eye; the rows
 * under it carry the same scores as text and are the accessible way to open each nutrient.
 */
export function RadarCard({ radar, nutrients, onSelect }: RadarCardProps) {
  const { t } = useTranslation();
  const radarTitleId = useId();
  const locale = useLocaleStore((s) => s.locale);
  const holder = useRef<HTMLDivElement>(null);
  const handle = useRef<RadarHandle | null>(null);
  const [chartState, setChartState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const names = radar.map((r) => nutrientName(r.key, locale));
  const scores = radar.map((r) => Math.round(r.score));
  const keys = radar.map((r) => r.key).join(',');
  const seriesName = t('plan.radar.seriesName');

  useEffect(() => {
    let cancelled = false;
    const input: RadarInput = {
      // Axis labels stay short on a phone ("Omega-3 (EPA+DHA)" → "Omega-3"); the rows keep full names.
      names: names.map((n) => n.replace(/\s*[(（].*[)）]\s*$/, '')),
      scores,
      seriesName,
      onAxis: (i) => {
        const key = keys.split(',')[i];
        if (key) onSelectRef.current(key);
      },
    };
    if (handle.current) {
      handle.current.update(input);
      return;
    }
    import('../lib/radar-echarts')
      .then(({ mountRadar }) => {
        if (cancelled || !holder.current) return;
        handle.current = mountRadar(holder.current, input);
        setChartState('ready');
      })
      .catch(() => {
        if (!cancelled) setChartState('failed');
      });
    return () => {
      cancelled = true;
    };
    // names/scores are derived from keys, scores and locale; comparing their text avoids redraws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, scores.join(','), locale, seriesName]);

  useEffect(() => {
    const onResize = () => handle.current?.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(
    () => () => {
      handle.current?.dispose();
      handle.current = null;
    },
    [],
  );

  const summary = radar
    .map((r, i) => `${names[i] ?? r.key} ${Math.round(r.score)}`)
    .join(locale === 'en-US' ? ', ' : '，');
  const byKey = new Map((nutrients ?? []).map((n) => [n.key, n]));

  return (
    <section className="plan-card" aria-labelledby={radarTitleId}>
      <h2 id={radarTitleId}>{t('plan.radar.title')}</h2>
      <p className="plan-card__lead">{t('plan.radar.hint')}</p>
      <div
        ref={holder}
        className="plan-radar__chart"
        role="img"
        aria-label={t('plan.radar.ariaLabel', { summary })}
        data-state={chartState}
      />
      {chartState === 'failed' ? <p className="plan-card__muted">{t('plan.radar.chartFailed')}</p> : null}
      <ul className="plan-radar__rows">
        {radar.map((r, i) => {
          const level = byKey.get(r.key)?.level ?? levelOf(r.score);
          return (
            <li key={r.key}>
              <button type="button" className="plan-radar__row" onClick={() => onSelect(r.key)}>
                <span className="plan-radar__name">{names[i]}</span>
                <span className="plan-radar__bar" aria-hidden="true">
                  <span
                    className={`plan-radar__fill plan-radar__fill--${level}`}
                    style={{ width: `${Math.max(3, Math.min(100, r.score))}%` }}
                  />
                </span>
                <span className="plan-radar__score">
                  {t('plan.radar.score', { score: Math.round(r.score) })}
                  <span className={`plan-level plan-level--${level}`}>{t(`plan.level.${level}`)}</span>
                </span>
                <RightOutline aria-hidden="true" className="plan-radar__chevron" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
