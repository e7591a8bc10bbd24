import type { ReactNode } from 'react';
import type { PlanDocument } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { hrefWithPlan, paths } from '../../../config/paths';
import { useLastPlan } from '../api/get-last-plan';
import { PlanNotice } from './plan-notice';
import { PlanReport } from './plan-report';
import { PlanScreen } from './plan-screen';
import './plan.css';

/** `/report` tab: the user's newest plan as a report, or a way to make the first one. */
export function LatestPlan({ extras }: { extras?: (plan: PlanDocument) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('plan.latest.title'));
  const query = useLastPlan();

  let body: ReactNode;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) {
    body = (
      <PlanNotice kind="failed" text={t('plan.latest.loadFailed')} onAction={() => void query.refetch()} />
    );
  } else if (!query.data) {
    body = <PlanNotice kind="empty" onAction={() => navigate(paths.start.href())} />;
  } else if (!query.data.document) {
    body = (
      <PlanNotice
        kind="incomplete"
        onAction={() =>
          navigate(
            query.data?.plan.planType === 'deep_questionnaire'
              ? paths.questionnaireSpecify.href()
              : paths.questionnaire.href(),
          )
        }
      />
    );
  } else {
    const doc = query.data.document;
    body = (
      <>
        <Button
          block
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => navigate(hrefWithPlan(paths.planGenerate, doc.customNutritionPlanId))}
        >
          {t('plan.latest.open')}
        </Button>
        <PlanReport sections={doc} plan={doc} extras={extras} />
      </>
    );
  }

  return <PlanScreen title={t('plan.latest.title')}>{body}</PlanScreen>;
}
