import { useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { usePlanScreen } from '../../../components/use-plan-screen';
import { hrefWithPlan, paths } from '../../../config/paths';
import { useReport } from '../api/get-report';
import { useDraft, useUploadStore } from '../stores/upload-store';
import { AnalysisStep } from './analysis-step';
import { FilesStep } from './files-step';
import { ReviewStep } from './review-step';
import './upload-page.css';

/**
 * `/uploadReportsPageNew?id=<planId>` (without `id`: the plan in `currentActiveQsId`): pick report files
 * (camera, photos, PDF) and upload them, watch them being read, check the values found, and confirm them
 * into the plan. Without any plan it offers the questionnaire first.
 */
export function UploadReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const planId = usePlanScreen(t('reportUpload.title'));

  const goBack = useGoBack(planId ? hrefWithPlan(paths.planGenerate, planId) : paths.start.href());

  return (
    <div className="app-screen app-screen--column ru">
      <PageHeader title={t('reportUpload.title')} backLabel={t('reportUpload.back')} onBack={goBack} />
      {planId ? (
        <UploadFlow key={planId} planId={planId} />
      ) : (
        <section className="ru-card ru-notice" aria-labelledby="ru-noplan-title">
          <h2 id="ru-noplan-title">{t('reportUpload.noPlan.title')}</h2>
          <p>{t('reportUpload.noPlan.body')}</p>
          <Button block color="primary" shape="rounded" onClick={() => navigate(paths.start.href())}>
            {t('reportUpload.noPlan.start')}
          </Button>
        </section>
      )}
    </div>
  );
}

function UploadFlow({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const draft = useDraft(planId);
  const status = draft.analysis.status;
  // After a reload the review's report id is all that is left: fetch the report to resume the review.
  const resume = draft.reportId !== null && status === 'idle';
  const stored = useReport({ reportId: draft.reportId, queryConfig: { enabled: resume } });
  useEffect(() => {
    if (!resume || !stored.data) return;
    const store = useUploadStore.getState();
    if (stored.data.status === 'review' && stored.data.customNutritionPlanId === planId) {
      store.showReport(planId, stored.data);
    } else store.backToFiles(planId);
  }, [resume, stored.data, planId]);
  useEffect(() => {
    if (resume && stored.isError) useUploadStore.getState().backToFiles(planId);
  }, [resume, stored.isError, planId]);

  if (resume) {
    return <PageLoading label={t('reportUpload.loading')} />;
  }
  if (status === 'review' && draft.analysis.report) {
    return <ReviewStep planId={planId} draft={draft} report={draft.analysis.report} />;
  }
  if (status === 'running' || status === 'error') return <AnalysisStep planId={planId} draft={draft} />;
  return <FilesStep planId={planId} draft={draft} />;
}
