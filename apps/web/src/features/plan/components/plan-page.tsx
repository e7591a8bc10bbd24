import { useEffect, useState, type ReactNode } from 'react';
import type { PlanDocument } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paths, planIdFromSearch } from '../../../config/paths';
import { addQuestionnaireId } from '../../../lib/questionnaire-ids';
import { markPlanPageAlive, usePlanStore } from '../../../stores/plan-store';
import { usePlanStream } from '../lib/use-plan-stream';
import { GenerationProgress } from './generation-progress';
import { PlanNotice } from './plan-notice';
import { PlanReport } from './plan-report';
import { PlanScreen } from './plan-screen';
import './plan.css';

export interface PlanPageProps {
  /** Sections of other features, composed by the route (features never import each other). */
  extras?: (plan: PlanDocument) => ReactNode;
}

/**
 * `/qsGeneratePageNew?id=<planId>` (without `id`: the plan in `currentActiveQsId`). Streams the plan and
 * shows it as it arrives. The page is kept alive while the user visits other screens: while hidden
 * it keeps the plan it shows, whatever the current URL says.
 */
export function PlanPage({ extras }: PlanPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const activeId = usePlanStore((s) => s.currentActiveQsId);
  const setActiveId = usePlanStore((s) => s.setCurrentActiveQsId);
  const onPage = location.pathname === paths.planGenerate.path;
  const wanted = planIdFromSearch(location.search) ?? activeId;
  const [planId, setPlanId] = useState<string | null>(wanted);
  const [attempt, setAttempt] = useState(0);
  // Follow the URL only while shown: a hidden (kept-alive) page must not switch plans under the user.
  if (onPage && wanted !== planId) setPlanId(wanted);
  const stream = usePlanStream(planId, attempt);
  useDocumentTitle(onPage ? t('plan.title') : undefined);

  // Kept alive from now on: the layout keeps this instance while other screens show.
  useEffect(() => {
    markPlanPageAlive();
  }, []);

  const doneId = stream.plan?.customNutritionPlanId ?? null;
  useEffect(() => {
    if (!doneId) return;
    setActiveId(doneId);
    addQuestionnaireId(doneId);
  }, [doneId, setActiveId]);

  const streaming = Boolean(planId) && (stream.status === 'streaming' || stream.status === 'idle');
  let body: ReactNode;
  if (!planId) {
    body = (
      <PlanNotice
        title={t('plan.empty.title')}
        text={t('plan.empty.body')}
        action={{ label: t('plan.empty.start'), onClick: () => navigate(paths.start.href()) }}
      />
    );
  } else if (stream.status === 'error' && stream.errorStatus === 409) {
    body = (
      <PlanNotice
        title={t('plan.incomplete.title')}
        text={t('plan.incomplete.body')}
        action={{ label: t('plan.incomplete.continue'), onClick: () => navigate(paths.questionnaire.href()) }}
      />
    );
  } else if (stream.status === 'error' && stream.errorStatus === 404) {
    body = (
      <PlanNotice
        title={t('plan.notFound.title')}
        text={t('plan.notFound.body')}
        action={{ label: t('plan.notFound.list'), onClick: () => navigate(paths.reportList.href()) }}
      />
    );
  } else if (stream.status === 'error' && Object.keys(stream.sections).length === 0) {
    body = (
      <PlanNotice
        title={t('plan.failed.title')}
        text={stream.errorMessage || t('plan.failed.body')}
        action={{ label: t('plan.failed.retry'), onClick: () => setAttempt((a) => a + 1) }}
      />
    );
  } else {
    body = (
      <>
        {streaming ? (
          <GenerationProgress step={stream.step} total={stream.total} arrived={stream.arrived} />
        ) : null}
        {stream.status === 'error' ? (
          <div className="app-card app-spread plan-card plan-inline-error" role="alert">
            <p>{stream.errorMessage || t('plan.failed.body')}</p>
            <Button color="primary" fill="outline" shape="rounded" onClick={() => setAttempt((a) => a + 1)}>
              {t('plan.failed.retry')}
            </Button>
          </div>
        ) : null}
        <PlanReport sections={stream.sections} plan={stream.plan} extras={extras} streaming={streaming} />
      </>
    );
  }

  return (
    <PlanScreen
      title={t('plan.title')}
      className={streaming ? 'plan-page--streaming' : undefined}
      data-plan-id={planId ?? ''}
      data-status={stream.status}
    >
      {body}
    </PlanScreen>
  );
}
