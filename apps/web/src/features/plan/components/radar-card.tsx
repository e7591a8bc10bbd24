import { useEffect, useRef, useState } from 'react';
import type { NutrientStatus } from '@nutri/domain/contracts';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { Card } from '../../../components/card';
import { nutrientName } from '../lib/format';
import { drawRadar } from '../lib/radar-client';
import { radarColorsOf } from '../lib/radar-colors';
import { nearestAxis } from '../lib/radar-geometry';
import { LevelTag } from './level-tag';

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
 * The nutrient-status radar. The chart (ECharts, drawn off the main thread: lib/radar-client.ts) is a
 * picture for the eye; a tap on it opens the nearest axis' nutrient. The rows under it carry the same
 * scores as text and are the accessible way to open each nutrient.
 */
export function RadarCard({ radar, nutrients, onSelect }: RadarCardProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const holder = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [chartState, setChartState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Size of the chart box (CSS px) the chart is drawn for; a resize redraws only when it changes.
  const [width, setWidth] = useState(0);
  const [height, setHeight] = useState(0);
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  const names = radar.map((r) => nutrientName(r.key, locale));
  const keyList = radar.map((r) => r.key).join(',');
  const scoreList = radar.map((r) => Math.round(r.score)).join(',');
  const seriesName = t('plan.radar.seriesName');
  // Axis labels stay short on a phone ("Omega-3 (EPA+DHA)" → "Omega-3"); the rows keep full names.
  const labelList = names.map((n) => n.replace(/\s*[(（].*[)）]\s*$/, '')).join('\n');

  // The box's width, now and after every resize (the page is kept alive, so rotations happen). A
  // ResizeObserver reports it after layout, instead of forcing a layout to read it.
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    let timer: number | undefined;
    const apply = (w: number, h: number) => {
      setWidth(Math.round(w));
      setHeight(Math.round(h));
    };
    const measure = (w: number, h: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => apply(w, h), 100);
    };
    if (typeof ResizeObserver === 'undefined') {
      const onResize = () => measure(el.clientWidth, el.clientHeight);
      onResize();
      window.addEventListener('resize', onResize);
      return () => {
        window.clearTimeout(timer);
        window.removeEventListener('resize', onResize);
      };
    }
    let first = true;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      // The first size is final (the box has a fixed height and the card's width): no need to wait.
      const { width: w, height: h } = entry.contentRect;
      if (first) {
        first = false;
        apply(w, h);
      } else measure(w, h);
    });
    observer.observe(el);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const el = holder.current;
    if (!el || width <= 0 || height <= 0) return;
    let cancelled = false;
    drawRadar({
      names: labelList.split('\n'),
      scores: scoreList.split(',').map(Number),
      seriesName,
      width,
      height,
      fontFamily: getComputedStyle(el).fontFamily || 'sans-serif',
      colors: radarColorsOf(getComputedStyle(el)),
    })
      .then((next) => {
        if (cancelled) return;
        setSvg(next);
        setChartState('ready');
      })
      .catch(() => {
        if (!cancelled) setChartState((s) => (s === 'ready' ? s : 'failed'));
      });
    return () => {
      cancelled = true;
    };
  }, [labelList, scoreList, seriesName, width, height]);

  // A tap anywhere on the chart opens the nearest axis' nutrient (fingers rarely hit a 12 px label).
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      const box = el.getBoundingClientRect();
      const axes = keyList.split(',');
      const i = nearestAxis(e.clientX - box.left, e.clientY - box.top, box.width, box.height, axes.length);
      const key = i === null ? undefined : axes[i];
      if (key) onSelectRef.current(key);
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [keyList]);

  const summary = radar
    .map((r, i) => `${names[i] ?? r.key} ${Math.round(r.score)}`)
    .join(locale === 'en-US' ? ', ' : '，');
  const byKey = new Map((nutrients ?? []).map((n) => [n.key, n]));

  return (
    <Card className="plan-card" title={t('plan.radar.title')}>
      <p className="app-lead">{t('plan.radar.hint')}</p>
      <div
        ref={holder}
        className="plan-radar__chart"
        role="img"
        aria-label={t('plan.radar.ariaLabel', { summary })}
        data-state={chartState}
        // ECharts' SVG output (radar-svg.ts): labels are our own nutrient names, escaped by ECharts.
        dangerouslySetInnerHTML={svg === null ? undefined : { __html: svg }}
      />
      {chartState === 'failed' ? <p className="plan-card__muted">{t('plan.radar.chartFailed')}</p> : null}
      <ul className="plan-radar__rows">
        {radar.map((r, i) => {
          const level = byKey.get(r.key)?.level ?? levelOf(r.score);
          return (
            <li key={r.key}>
              <button
                type="button"
                className="app-plain-button plan-radar__row"
                onClick={() => onSelect(r.key)}
              >
                <span className="plan-radar__name">{names[i]}</span>
                <span className="plan-radar__bar" aria-hidden="true">
                  <span
                    className={`plan-radar__fill plan-radar__fill--${level}`}
                    style={{ width: `${Math.max(3, Math.min(100, r.score))}%` }}
                  />
                </span>
                <span className="plan-radar__score">
                  {t('plan.radar.score', { score: Math.round(r.score) })}
                  <LevelTag level={level} />
                </span>
                <RightOutline aria-hidden="true" className="plan-radar__chevron" />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
