import { nextActionsFor, type NextAction } from '@nutri/domain/commerce';
import type { PlanDocument } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { setDeepQuestionnaireFlag } from '../../../stores/plan-store';
import { ActionButton, type Action } from '../../../components/action-button';
import { Card } from '../../../components/card';

type CtaPlan = Pick<PlanDocument, 'nextStep' | 'customNutritionPlanId' | 'reportAnalysis'> & {
  profile?: Pick<PlanDocument['profile'], 'medicines'>;
};

/**
 * The call to action of the next-step indicator (ADR 0004): '1' → add a report or take the deep
 * questionnaire, '2' → review medicines and supplements, '3' → see the products; '' → nothing. What is
 * done already is not offered again, and every plan leads on to its products (`nextActionsFor`).
 */
export function NextStepCta({ plan }: { plan: CtaPlan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = plan.customNutritionPlanId;
  if (plan.nextStep === '') return null;
  const { actions, medicinesKnown } = nextActionsFor({
    nextStep: plan.nextStep,
    reportAnalysis: plan.reportAnalysis,
    medicines: plan.profile?.medicines,
  });
  const hasReport = plan.reportAnalysis !== null && plan.reportAnalysis !== undefined;
  const of: Record<NextAction, Omit<Action, 'outline'>> = {
    upload: {
      label: t('plan.cta.step1.upload'),
      onClick: () => navigate(hrefWithPlan(paths.uploadReports, id)),
    },
    deep: {
      label: t('plan.cta.step1.deep'),
      onClick: () => {
        // The deep questionnaire deepens this same plan: the cached page will be out of date.
        setDeepQuestionnaireFlag();
        navigate(hrefWithPlan(paths.questionnaireSpecify, id));
      },
    },
    review: {
      label: t(medicinesKnown ? 'plan.cta.step2.check' : 'plan.cta.step2.action'),
      onClick: () => navigate(hrefWithPlan(paths.addMoreNutrition, id)),
    },
    products: {
      label: t('plan.cta.step3.action'),
      onClick: () => navigate(hrefWithPlan(paths.products, id)),
    },
  };
  const body =
    plan.nextStep === '1' && hasReport
      ? t('plan.cta.step1.bodyWithReport')
      : plan.nextStep === '2' && medicinesKnown
        ? t('plan.cta.step2.bodyKnown')
        : t(`plan.cta.step${plan.nextStep}.body`);
  return (
    <Card className="plan-card plan-cta" title={t(`plan.cta.step${plan.nextStep}.title`)}>
      <p className="app-lead">{body}</p>
      <div className="plan-cta__actions">
        {actions.map((key, i) => (
          <ActionButton key={key} action={{ ...of[key], outline: i > 0 }} block />
        ))}
      </div>
    </Card>
  );
}
