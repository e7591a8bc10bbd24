import { useId } from 'react';
import type { ReactNode } from 'react';
import type { PlanDocument } from '@nutri/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { hrefWithPlan, paths } from '../../../config/paths';
import { getLastPlan } from '../api/get-last-plan';
import { PlanReport } from './plan-report';
import './plan.css';

/** `/report` tab: the user's newest plan as a report, or a way to make the first one. */
export function LatestPlan({ extras }: { extras?: (plan: PlanDocument) => ReactNode }) {
  const { t } = useTranslation();
  const noticeTitleId = useId();
  const navigate = useNavigate();
  useDocumentTitle(t('plan.latest.title'));
  const query = useQuery({ queryKey: ['plans', 'last'], queryFn: getLastPlan, staleTime: 0 });

  let body: ReactNode;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) {
    body = (
      <section className="plan-card plan-notice" aria-labelledby={noticeTitleId}>
        <h2 id={noticeTitleId}>{t('plan.failed.title')}</h2>
        <p>{t('plan.latest.loadFailed')}</p>
        <Button block color="primary" shape="rounded" onClick={() => void query.refetch()}>
          {t('plan.failed.retry')}
        </Button>
      </section>
    );
  } else if (!query.data) {
    body = (
      <section className="plan-card plan-notice" aria-labelledby={noticeTitleId}>
        <h2 id={noticeTitleId}>{t('plan.empty.title')}</h2>
        <p>{t('plan.empty.body')}</p>
        <Button block color="primary" shape="rounded" onClick={() => navigate(paths.start.href())}>
          {t('plan.empty.start')}
        </Button>
      </section>
    );
  } else if (!query.data.document) {
    body = (
      <section className="plan-card plan-notice" aria-labelledby={noticeTitleId}>
        <h2 id={noticeTitleId}>{t('plan.incomplete.title')}</h2>
        <p>{t('plan.incomplete.body')}</p>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() =>
            navigate(
              query.data?.plan.planType === 'deep_questionnaire'
                ? paths.questionnaireSpecify.href()
                : paths.questionnaire.href(),
            )
          }
        >
          {t('plan.incomplete.continue')}
        </Button>
      </section>
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

  return (
    <div className="plan-page">
      <header className="plan-page__top">
        <h1>{t('plan.latest.title')}</h1>
        <Link to={paths.reportList.href()} className="plan-page__list-link">
          <UnorderedListOutline aria-hidden="true" />
          {t('plan.allPlans')}
        </Link>
      </header>
      {body}
    </div>
  );
}
