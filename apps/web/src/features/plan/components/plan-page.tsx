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
import { PlanNotice, type PlanNoticeKind } from './plan-notice';
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
  const retry = () => setAttempt((a) => a + 1);
  const failed = stream.status === 'error';
  const notice: { kind: PlanNoticeKind; text?: string; onAction: () => void } | null = !planId
    ? { kind: 'empty', onAction: () => navigate(paths.start.href()) }
    : failed && stream.errorStatus === 409
      ? { kind: 'incomplete', onAction: () => navigate(paths.questionnaire.href()) }
      : failed && stream.errorStatus === 404
        ? { kind: 'notFound', onAction: () => navigate(paths.reportList.href()) }
        : failed && Object.keys(stream.sections).length === 0
          ? { kind: 'failed', text: stream.errorMessage || undefined, onAction: retry }
          : null;
  const body = notice ? (
    <PlanNotice {...notice} />
  ) : (
    <>
      {streaming ? (
        <GenerationProgress step={stream.step} total={stream.total} arrived={stream.arrived} />
      ) : null}
      {stream.status === 'error' ? (
        <div className="app-card app-spread plan-card plan-inline-error" role="alert">
          <p>{stream.errorMessage || t('plan.failed.body')}</p>
          <Button color="primary" fill="outline" shape="rounded" onClick={retry}>
            {t('plan.failed.retry')}
          </Button>
        </div>
      ) : null}
      <PlanReport sections={stream.sections} plan={stream.plan} extras={extras} streaming={streaming} />
    </>
  );

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
