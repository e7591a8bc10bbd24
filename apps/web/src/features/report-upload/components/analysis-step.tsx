import Button from 'antd-mobile/es/components/button';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import InformationCircleOutline from 'antd-mobile-icons/es/InformationCircleOutline';
import { useTranslation } from 'react-i18next';
import { STAGES, stageIndex, type FileProgress } from '../lib/analysis';
import { useUploadStore, type Draft } from '../stores/upload-store';

/**
 * Step 2: the streamed analysis, one timeline per file (received → text extracted → values found →
 * analysed). A file without values shows the server's sentence, not a failure; a failed stream keeps the
 * uploaded files so reading can simply start again.
 */
export function AnalysisStep({ planId, draft }: { planId: string; draft: Draft }) {
  const { t } = useTranslation();
  const store = useUploadStore.getState;
  const { analysis } = draft;
  // The server reads the files one after another: only the first unfinished one is being worked on.
  const active = analysis.status === 'running' ? analysis.files.findIndex((f) => f.stage !== 'analysed') : -1;
  const nameOf = (fileId: string, i: number) =>
    draft.files.find((f) => f.uploaded?.fileId === fileId)?.file.name ?? `#${i + 1}`;

  return (
    <section
      className="ru-analysis"
      aria-labelledby="ru-analysis-title"
      aria-busy={analysis.status === 'running'}
    >
      <h2 id="ru-analysis-title" className="ru-step-title">
        {t('reportUpload.analysis.title')}
      </h2>
      <p className="app-lead ru-intro">{t('reportUpload.analysis.lead')}</p>
      <ol className="app-stack ru-timelines">
        {analysis.files.map((f, i) => (
          <Timeline key={f.fileId} progress={f} name={nameOf(f.fileId, i)} active={i === active} />
        ))}
      </ol>
      {analysis.status === 'error' ? (
        <div className="app-note app-tone--danger ru-banner" role="alert">
          <p>{t('reportUpload.analysis.failed', { message: analysis.error || t('errors.network') })}</p>
          <div className="ru-banner__actions">
            <Button color="primary" shape="rounded" onClick={() => void store().analyse(planId)}>
              {t('reportUpload.analysis.retry')}
            </Button>
            <Button shape="rounded" onClick={() => store().backToFiles(planId)}>
              {t('reportUpload.analysis.backToFiles')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Timeline({ progress, name, active }: { progress: FileProgress; name: string; active: boolean }) {
  const { t } = useTranslation();
  const reached = stageIndex(progress.stage);
  const current = active && reached < STAGES.length - 1 ? reached + 1 : -1;
  const none = progress.count === 0;

  return (
    <li className="ru-timeline" data-file-id={progress.fileId} data-stage={progress.stage ?? ''}>
      <h3 className="ru-timeline__name">{name}</h3>
      <p className="visually-hidden" aria-live="polite">
        {progress.stage
          ? t(`reportUpload.analysis.stage.${progress.stage}`)
          : t('reportUpload.analysis.pending')}
      </p>
      <ol className="ru-stages">
        {STAGES.map((stage, i) => {
          const state = i <= reached ? 'done' : i === current ? 'current' : 'pending';
          return (
            <li key={stage} className={`ru-stage ru-stage--${state}`} data-state={state}>
              <span className="ru-stage__dot" aria-hidden="true">
                {state === 'done' ? <CheckCircleFill /> : null}
              </span>
              <span className="ru-stage__text">
                <span className="ru-stage__label">
                  {t(`reportUpload.analysis.stage.${stage}`)}
                  {state === 'pending' ? (
                    <span className="visually-hidden"> · {t('reportUpload.analysis.pending')}</span>
                  ) : null}
                </span>
                {state === 'done' ? <StageDetail stage={stage} progress={progress} /> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {none && progress.stage !== null && stageIndex(progress.stage) >= 2 ? (
        <p className="app-note app-tone--neutral ru-timeline__none">
          <InformationCircleOutline aria-hidden="true" />{' '}
          {progress.message ?? t('reportUpload.analysis.noneFound')}
        </p>
      ) : null}
    </li>
  );
}

function StageDetail({ stage, progress }: { stage: (typeof STAGES)[number]; progress: FileProgress }) {
  const { t } = useTranslation();
  if (stage === 'text_extracted' && progress.method) {
    const parts = [
      t(`reportUpload.analysis.method.${progress.method}`, { characters: progress.characters ?? 0 }),
    ];
    if (progress.pages) parts.push(t('reportUpload.analysis.pages', { pages: progress.pages }));
    if (progress.pagesWithoutText) {
      parts.push(t('reportUpload.analysis.pagesWithoutText', { count: progress.pagesWithoutText }));
    }
    return <span className="ru-stage__detail">{parts.join(' · ')}</span>;
  }
  if (stage === 'markers_found' && progress.count !== null && progress.count > 0) {
    return (
      <span className="ru-stage__detail">{t('reportUpload.analysis.found', { count: progress.count })}</span>
    );
  }
  return null;
}
