import type { PlanSection } from '@nutri/domain/contracts';
import { PLAN_SECTIONS } from '@nutri/domain/contracts/values';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';

/**
 * The live view while the plan streams in: a progress bar and the sections ticked off as they arrive.
 * It floats above the bottom of the screen (plan.css) rather than sitting above the report: removing it
 * when the plan is complete must not pull the report the user is reading up by its height.
 */
export function GenerationProgress({
  step,
  total,
  arrived,
}: {
  step: number;
  total: number;
  arrived: readonly PlanSection[];
}) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.round((Math.min(step, total) / total) * 100) : 0;
  const current = PLAN_SECTIONS.find((s) => !arrived.includes(s));
  return (
    <Card className="plan-card plan-progress" title={t('plan.progress.title')}>
      <div
        className="plan-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('plan.progress.title')}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="app-lead" aria-live="polite">
        {current
          ? t('plan.progress.working', { section: t(`plan.sections.${current}`) })
          : t('plan.progress.finishing')}
      </p>
      <ol className="plan-progress__steps">
        {PLAN_SECTIONS.map((s) => {
          const done = arrived.includes(s);
          return (
            <li key={s} className={done ? 'is-done' : s === current ? 'is-current' : ''}>
              <span className="plan-progress__dot" aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              {t(`plan.sections.${s}`)}
              <span className="visually-hidden">
                {done ? t('plan.progress.done') : t('plan.progress.pending')}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
