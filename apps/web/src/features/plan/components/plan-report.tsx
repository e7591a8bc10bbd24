import { memo, useCallback, useState, type ReactNode } from 'react';
import type { PlanDocument, PlanSection } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { formatMonthDay } from '../../../lib/dates';
import { lazySheet } from '../../../lib/lazy-sheet';
import { useLocaleStore } from '../../../stores/locale-store';
import { Card } from '../../../components/card';
import { FindingsCard } from './findings-card';
import { NextStepCta } from './next-step-cta';
import { NutrientTable } from './nutrient-table';
import { PlanIndex } from './plan-index';
import { ProfileCard } from './profile-card';
import { RadarCard } from './radar-card';
import { RecommendationsCard } from './recommendations-card';
import type { NutrientSheetProps } from './nutrient-sheet';

// Sections arrive one by one: memoised cards keep each arrival to rendering the new card only (their
// props are the stream's section objects, unchanged once received, and stable callbacks).
const Profile = memo(ProfileCard);
const Radar = memo(RadarCard);
const Findings = memo(FindingsCard);
const Recommendations = memo(RecommendationsCard);
const Table = memo(NutrientTable);
// The sheet opens on a tap, so its code (and antd-mobile's Popup) is fetched then, not with the plan.
const Sheet = memo(
  lazySheet<NutrientSheetProps>(
    () => import('./nutrient-sheet').then((m) => m.NutrientSheet),
    (p) => (p.nutrient?.key ?? p.fallbackKey) !== null,
    { nutrient: null, fallbackKey: null },
  ),
);

export interface PlanReportProps {
  /** Sections received so far (all of them once the plan is complete). */
  sections: Partial<Pick<PlanDocument, PlanSection>>;
  /** The whole document once streaming is done; null while it streams. */
  plan: PlanDocument | null;
  /** Sections other features fill (lab analysis, medicine review), rendered once the plan is whole. */
  extras?: (plan: PlanDocument) => ReactNode;
  /** More sections are still on their way. */
  streaming?: boolean;
}

/**
 * The plan as a report: profile and energy, radar, findings, recommendations, nutrient table, the next
 * step and the disclaimer. Works on a partial plan so sections appear while they stream; they appear in
 * reading order, each below the last, so nothing already on screen moves.
 */
export function PlanReport({ sections, plan, extras, streaming = false }: PlanReportProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [selected, setSelected] = useState<string | null>(null);
  const nutrients = sections.nutrients;
  const selectedNutrient = selected ? (nutrients?.find((n) => n.key === selected) ?? null) : null;
  const closeSheet = useCallback(() => setSelected(null), []);
  // The stream sends the nutrients second, the table shows them fifth: it waits for the sections above
  // it, so arriving sections never push it down.
  const tableReady = !streaming || sections.recommendations !== undefined;

  return (
    <div className="plan-report">
      {/* The line is kept (empty) while streaming, so filling it in does not push the report down. */}
      <p className="plan-report__meta">
        {plan ? (
          <>
            {/* The person's own name, as they typed it, in whichever script. */}
            {plan.nickname ? (
              <>
                <bdi data-quote="">{plan.nickname}</bdi>
                {' · '}
              </>
            ) : null}
            {[
              t(`plan.types.${plan.questionnaireType}`),
              formatMonthDay(plan.updatedAt || plan.createdAt, locale),
              // A plan read in another language keeps the standards it was made under: say which.
              (plan.standards ?? plan.locale) !== locale
                ? t(`plan.standard.${plan.standards ?? plan.locale}`)
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </>
        ) : null}
      </p>
      {plan && !streaming ? <PlanIndex /> : null}
      {sections.profile ? <Profile profile={sections.profile} /> : null}
      {sections.radar && sections.radar.length > 0 ? (
        <Radar radar={sections.radar} nutrients={nutrients} onSelect={setSelected} />
      ) : null}
      {sections.findings ? <Findings findings={sections.findings} /> : null}
      {sections.recommendations ? (
        <Recommendations
          recommendations={sections.recommendations}
          products={sections.products}
          planId={plan?.customNutritionPlanId ?? null}
        />
      ) : null}
      {tableReady && nutrients && nutrients.length > 0 ? (
        <Table nutrients={nutrients} onSelect={setSelected} />
      ) : null}
      {plan ? (
        <>
          <NextStepCta plan={plan} />
          {extras ? extras(plan) : null}
          <Card className="plan-card plan-disclaimer" title={t('plan.disclaimerTitle')}>
            <p>{plan.disclaimer}</p>
          </Card>
        </>
      ) : null}
      <Sheet nutrient={selectedNutrient} fallbackKey={selected} onClose={closeSheet} />
    </div>
  );
}
