import type { PlanDocument } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { setDeepQuestionnaireFlag } from '../../../stores/plan-store';
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
  return (
    <Card className="plan-card plan-cta" title={t(`plan.cta.step${plan.nextStep}.title`)}>
      <p className="app-lead">{t(`plan.cta.step${plan.nextStep}.body`)}</p>
      <div className="plan-cta__actions">
        {plan.nextStep === '1' ? (
          <>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => navigate(hrefWithPlan(paths.uploadReports, id))}
            >
              {t('plan.cta.step1.upload')}
            </Button>
            <Button
              block
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => {
                // Leaving the plan for a new, deeper one: the cached page will be out of date.
                setDeepQuestionnaireFlag();
                navigate(paths.questionnaireSpecify.href());
              }}
            >
              {t('plan.cta.step1.deep')}
            </Button>
          </>
        ) : null}
        {plan.nextStep === '2' ? (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => navigate(hrefWithPlan(paths.addMoreNutrition, id))}
          >
            {t('plan.cta.step2.action')}
          </Button>
        ) : null}
        {plan.nextStep === '3' ? (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => navigate(hrefWithPlan(paths.products, id))}
          >
            {t('plan.cta.step3.action')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
