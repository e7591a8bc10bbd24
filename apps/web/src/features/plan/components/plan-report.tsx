import { useId, useState, type ReactNode } from 'react';
import type { PlanDocument, PlanSection } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { formatMonthDay } from '../../../lib/dates';
import { useLocaleStore } from '../../../stores/locale-store';
import { FindingsCard } from './findings-card';
import { NextStepCta } from './next-step-cta';
import { NutrientSheet } from './nutrient-sheet';
import { NutrientTable } from './nutrient-table';
import { ProfileCard } from './profile-card';
import { RadarCard } from './radar-card';
import { RecommendationsCard } from './recommendations-card';

export interface PlanReportProps {
  /** Sections received so far (all of them once the plan is complete). */
  sections: Partial<Pick<PlanDocument, PlanSection>>;
  /** The whole document once streaming is done; null while it streams. */
  plan: PlanDocument | null;
  /** Sections other features fill (lab analysis, medicine review), rendered once the plan is whole. */
  extras?: (plan: PlanDocument) => ReactNode;
}

/**
 * The plan as a report: profile and energy, radar, findings, nutrient table, recommendations, the next
 * step and the disclaimer. Works on a partial plan so sections appear while they stream.
 */
export function PlanReport({ sections, plan, extras }: PlanReportProps) {
  const { t } = useTranslation();
  const disclaimerTitleId = useId();
  const locale = useLocaleStore((s) => s.locale);
  const [selected, setSelected] = useState<string | null>(null);
  const nutrients = sections.nutrients;
  const selectedNutrient = selected ? (nutrients?.find((n) => n.key === selected) ?? null) : null;

  return (
    <div className="plan-report">
      {plan ? (
        <p className="plan-report__meta">
          {[
            plan.nickname || null,
            t(`plan.types.${plan.questionnaireType}`),
            formatMonthDay(plan.updatedAt || plan.createdAt, locale),
            plan.locale !== locale ? t(`plan.standard.${plan.locale}`) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      {sections.profile ? <ProfileCard profile={sections.profile} /> : null}
      {sections.radar && sections.radar.length > 0 ? (
        <RadarCard radar={sections.radar} nutrients={nutrients} onSelect={setSelected} />
      ) : null}
      {sections.findings ? <FindingsCard findings={sections.findings} /> : null}
      {sections.recommendations ? <RecommendationsCard recommendations={sections.recommendations} /> : null}
      {nutrients && nutrients.length > 0 ? (
        <NutrientTable nutrients={nutrients} onSelect={setSelected} />
      ) : null}
      {plan ? (
        <>
          <NextStepCta plan={plan} />
          {extras ? extras(plan) : null}
          <section className="plan-card plan-disclaimer" aria-labelledby={disclaimerTitleId}>
            <h2 id={disclaimerTitleId}>{t('plan.disclaimerTitle')}</h2>
            <p>{plan.disclaimer}</p>
          </section>
        </>
      ) : null}
      <NutrientSheet nutrient={selectedNutrient} fallbackKey={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
