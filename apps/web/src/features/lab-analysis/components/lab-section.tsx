import type { LabHistory, LabMarkerResult, PlanDocument } from '@nutri/domain/contracts';
import { NUTRIENTS, isNutrientKey } from '@nutri/domain/nutrients';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Tag, toneOfFlag } from '../../../components/tag';
import { hrefWithPlan, paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/number-format';
import { useLocaleStore } from '../../../stores/locale-store';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { SourceLine } from '../../../components/source-line';
import { useRetestTexts } from '../../../components/retest-texts';
import { useLabHistory } from '../api/get-lab-history';
import { rangeGeometry, recommendationsCiting, sortByConcern } from '../lib/range';
import { LabTrend } from './lab-trend';
import './lab-section.css';

function formatValue(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatNumber(value, locale, 2, false);
}

/** `130–175 g/L`, `< 5.2 mmol/L`, `≥ 150 pmol/L`, or null when neither bound is known. */
function formatRange(
  low: number | null | undefined,
  high: number | null | undefined,
  unit: string,
  locale: string,
) {
  const hasLow = typeof low === 'number' && Number.isFinite(low);
  const hasHigh = typeof high === 'number' && Number.isFinite(high);
  if (hasLow && hasHigh) return `${formatValue(low, locale)}–${formatValue(high, locale)} ${unit}`;
  if (hasHigh) return `< ${formatValue(high, locale)} ${unit}`;
  if (hasLow) return `≥ ${formatValue(low, locale)} ${unit}`;
  return null;
}

const unitLabel = (unit: string) => (unit === 'ug' ? 'µg' : unit);

/**
 * Step 2 of the plan page: the lab values the plan uses, each flagged against our range on a small bar
 * (low / normal / high zones, the value marked, the lab's own printed range beneath), what it changes in
 * the plan (its meaning and the recommendations that cite it), and the summary. Before any report: an
 * invitation to upload one.
 */
export function LabSection({ plan }: { plan: PlanDocument }) {
  const { t } = useTranslation();
  const analysis = plan.reportAnalysis;
  const markers = sortByConcern(analysis?.markers ?? []);
  const uploadHref = hrefWithPlan(paths.uploadReports, plan.customNutritionPlanId);
  const count = (flag: LabMarkerResult['flag']) => markers.filter((m) => m.flag === flag).length;
  const history = useLabHistory({ plan, queryConfig: { enabled: markers.length > 0 } });

  return (
    <Card className="plan-card" title={t('labAnalysis.title')} data-testid="lab-analysis">
      {markers.length === 0 ? (
        <EmptyState
          className="lab-empty"
          icon={<FileOutline />}
          title={t('labAnalysis.emptyTitle')}
          body={t('labAnalysis.emptyBody')}
          action={{ to: uploadHref, label: t('labAnalysis.upload') }}
        />
      ) : (
        <>
          <p className="app-lead">{t('labAnalysis.lead')}</p>
          {analysis?.summary ? (
            <div className="lab-summary">
              <h3>{t('labAnalysis.summaryTitle')}</h3>
              <p>{analysis.summary}</p>
              <p className="lab-summary__counts">
                {t('labAnalysis.counts', { low: count('low'), normal: count('normal'), high: count('high') })}
              </p>
            </div>
          ) : null}
          <ul className="app-stack lab-markers">
            {markers.map((m) => (
              <MarkerCard
                key={m.key}
                marker={m}
                plan={plan}
                history={history.data?.markers.find((h) => h.marker === m.key)}
              />
            ))}
          </ul>
          <Link className="app-button lab-more" to={uploadHref}>
            {t('labAnalysis.uploadMore')}
          </Link>
        </>
      )}
    </Card>
  );
}

function MarkerCard({
  marker,
  plan,
  history,
}: {
  marker: LabMarkerResult;
  plan: PlanDocument;
  history: LabHistory['markers'][number] | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  // In the report's own unit and rounding when it printed another one (issue 18.4).
  const shown = marker.printed ?? marker;
  const value = formatValue(shown.value, locale);
  const ours = formatRange(shown.refLow, shown.refHigh, shown.unit, locale);
  const labs = formatRange(shown.labRefLow ?? null, shown.labRefHigh ?? null, shown.unit, locale);
  // The engine's label names the guideline band ("偏高（糖尿病前期范围）"); older plans lack it.
  const flagText = marker.flagLabel ?? t(`labAnalysis.flag.${marker.flag}`);
  const geometry = rangeGeometry({
    value: shown.value,
    low: shown.refLow,
    high: shown.refHigh,
    labLow: shown.labRefLow,
    labHigh: shown.labRefHigh,
  });
  const recs = recommendationsCiting(plan, marker.key);
  const retestTexts = useRetestTexts();
  const due = plan.retestDue?.find((d) => d.marker === marker.key);
  const name = (key: string) =>
    isNutrientKey(key) ? (locale === 'en-US' ? NUTRIENTS[key].en : NUTRIENTS[key].zh) : key;

  return (
    <li className={`lab-marker lab-marker--${marker.flag}`} data-marker={marker.key} data-flag={marker.flag}>
      <div className="lab-marker__head">
        <h3 className="lab-marker__name">{marker.name}</h3>
        <span className="lab-marker__value">
          {value} <small>{shown.unit}</small>
        </span>
        <Tag tone={toneOfFlag(marker.flag)}>
          <span aria-hidden="true">{marker.flag === 'low' ? '↓' : marker.flag === 'high' ? '↑' : '✓'}</span>
          {flagText}
        </Tag>
      </div>
      <LabTrend history={history} />
      {geometry ? (
        <div
          className="lab-bar"
          role="img"
          aria-label={t('labAnalysis.barLabel', {
            name: marker.name,
            value,
            unit: shown.unit,
            flag: flagText,
            range: ours ?? '—',
          })}
        >
          <div className="lab-bar__track">
            {geometry.zones.map((z) => (
              <span
                key={z.kind}
                className={`lab-bar__zone lab-bar__zone--${z.kind}`}
                style={{ left: `${z.from}%`, width: `${Math.max(0, z.to - z.from)}%` }}
              />
            ))}
            <span className="lab-bar__mark" style={{ left: `${geometry.value}%` }} />
          </div>
          {geometry.lab ? (
            <span
              className="lab-bar__lab"
              style={{
                left: `${geometry.lab.from}%`,
                width: `${Math.max(0, geometry.lab.to - geometry.lab.from)}%`,
              }}
            />
          ) : null}
        </div>
      ) : null}
      <dl className="app-facts lab-ranges">
        <div>
          <dt>
            <span className="lab-key lab-key--ours" aria-hidden="true" />
            {t('labAnalysis.ourRange')}
          </dt>
          <dd>{ours ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <span className="lab-key lab-key--lab" aria-hidden="true" />
            {t('labAnalysis.labRange')}
          </dt>
          <dd>{labs ?? t('labAnalysis.noRange')}</dd>
        </div>
      </dl>
      {marker.meaning ? (
        <div className="lab-marker__changes">
          <h4>{t('labAnalysis.changes')}</h4>
          <p>{marker.meaning}</p>
        </div>
      ) : null}
      {recs.length > 0 ? (
        <div className="lab-marker__recs">
          <h4>{t('labAnalysis.recs')}</h4>
          <ul>
            {recs.map((r) => (
              <li key={r.nutrient}>
                {t('labAnalysis.dose', {
                  name: name(r.nutrient),
                  dose: formatValue(r.dose, locale),
                  unit: unitLabel(r.unit),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {marker.retest ? (
        <div className="lab-marker__retest" data-testid="lab-retest">
          <p>{retestTexts.line(marker.retest, due)}</p>
          <SourceLine
            className="lab-marker__source"
            label={t('retest.source')}
            source={marker.retest.source}
          />
        </div>
      ) : null}
      <SourceLine className="lab-marker__source" label={t('labAnalysis.source')} source={marker.source} />
    </li>
  );
}
