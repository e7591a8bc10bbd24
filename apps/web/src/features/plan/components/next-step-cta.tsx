import type { PlanDocument } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { setDeepQuestionnaireFlag } from '../../../stores/plan-store';
import { ActionButton, type Action } from '../../../components/action-button';
import { Card } from '../../../components/card';

/**
 * The call to action of the next-step indicator (ADR 0004): '1' → add a report or take the deep
 * questionnaire, '2' → review medicines and supplements, '3' → see the products; '' → nothing.
 */
export function NextStepCta({ plan }: { plan: Pick<PlanDocument, 'nextStep' | 'customNutritionPlanId'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = plan.customNutritionPlanId;
  if (plan.nextStep === '') return null;
  const actions: Action[] = {
    '1': [
      { label: t('plan.cta.step1.upload'), onClick: () => navigate(hrefWithPlan(paths.uploadReports, id)) },
      {
        label: t('plan.cta.step1.deep'),
        outline: true,
        onClick: () => {
          // Leaving the plan for a new, deeper one: the cached page will be out of date.
          setDeepQuestionnaireFlag();
          navigate(paths.questionnaireSpecify.href());
        },
      },
    ],
    '2': [
      {
        label: t('plan.cta.step2.action'),
        onClick: () => navigate(hrefWithPlan(paths.addMoreNutrition, id)),
      },
    ],
    '3': [{ label: t('plan.cta.step3.action'), onClick: () => navigate(hrefWithPlan(paths.products, id)) }],
  }[plan.nextStep];
  return (
    <Card className="plan-card plan-cta" title={t(`plan.cta.step${plan.nextStep}.title`)}>
      <p className="app-lead">{t(`plan.cta.step${plan.nextStep}.body`)}</p>
      <div className="plan-cta__actions">
        {actions.map((a) => (
          <ActionButton key={a.label} action={a} block />
        ))}
      </div>
    </Card>
  );
}
