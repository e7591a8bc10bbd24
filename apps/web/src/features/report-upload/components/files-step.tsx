import { useRef, useState, type ChangeEvent } from 'react';
import CameraOutline from 'antd-mobile-icons/es/CameraOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import RedoOutline from 'antd-mobile-icons/es/RedoOutline';
import { UPLOAD_MAX_BYTES } from '../lib/limits';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { MAX_FILES, formatBytes } from '../lib/files';
import { useUploadStore, type Draft, type PickedFile } from '../stores/upload-store';
import { MainButton } from '../../../components/main-button';
import { CloseButton } from '../../../components/close-button';

type Source = 'camera' | 'gallery' | 'pdf';

const INPUTS: Record<Source, { accept: string; multiple: boolean; capture?: 'environment' }> = {
  camera: { accept: 'image/*', multiple: false, capture: 'environment' },
  gallery: { accept: 'image/*', multiple: true },
  pdf: { accept: 'application/pdf', multiple: true },
};

/** Step 1: pick files from the camera, photos or as PDFs; each uploads at once with its own progress. */
export function FilesStep({ planId, draft }: { planId: string; draft: Draft }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const inputs = useRef<Partial<Record<Source, HTMLInputElement | null>>>({});
  const [leftOut, setLeftOut] = useState(0);
  const store = useUploadStore.getState;

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // Reset so picking the same file again (after removing it) fires a change.
    e.target.value = '';
    if (files.length > 0) setLeftOut(store().addFiles(planId, files));
  };

  const uploaded = draft.files.filter((f) => f.status === 'uploaded').length;
  const uploading = draft.files.some((f) => f.status === 'uploading');
  const full = draft.files.length >= MAX_FILES;

  return (
    <>
      <p className="app-lead ru-intro">{t('reportUpload.intro')}</p>
      <div className="ru-pickers">
        {(Object.keys(INPUTS) as Source[]).map((source) => (
          <button
            key={source}
            type="button"
            className="ru-picker"
            disabled={full}
            onClick={() => inputs.current[source]?.click()}
          >
            <span className="app-icon-badge" aria-hidden="true">
              {source === 'camera' ? (
                <CameraOutline />
              ) : source === 'gallery' ? (
                <PictureOutline />
              ) : (
                <FileOutline />
              )}
            </span>
            {t(`reportUpload.pick.${source}`)}
          </button>
        ))}
        {(Object.keys(INPUTS) as Source[]).map((source) => (
          <input
            key={source}
            ref={(el) => {
              inputs.current[source] = el;
            }}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-source={source}
            accept={INPUTS[source].accept}
            multiple={INPUTS[source].multiple}
            capture={INPUTS[source].capture}
            onChange={onPick}
          />
        ))}
      </div>
      <p className="app-lead ru-hint">
        {t('reportUpload.pick.hint', { size: formatBytes(UPLOAD_MAX_BYTES, locale), max: MAX_FILES })}
      </p>
      {leftOut > 0 ? (
        <p className="app-note app-tone--danger ru-banner" role="alert">
          {t('reportUpload.pick.tooMany', { max: MAX_FILES })}
        </p>
      ) : null}

      {draft.files.length === 0 ? (
        <p className="ru-empty">{t('reportUpload.pick.empty')}</p>
      ) : (
        <ul className="app-stack ru-files" aria-label={t('reportUpload.pick.listLabel')}>
          {draft.files.map((f) => (
            <FileRow key={f.key} file={f} planId={planId} locale={locale} />
          ))}
        </ul>
      )}

      <footer className="ru-footer">
        {draft.files.length > 0 && (uploading || uploaded === 0) ? (
          <p className="ru-footer__note" aria-live="polite">
            {uploading ? t('reportUpload.waitUploads') : t('reportUpload.needFile')}
          </p>
        ) : null}
        <MainButton disabled={uploaded === 0 || uploading} onClick={() => void store().analyse(planId)}>
          {uploaded > 0 ? t('reportUpload.analyseCount', { count: uploaded }) : t('reportUpload.analyse')}
        </MainButton>
      </footer>
    </>
  );
}

function FileRow({ file, planId, locale }: { file: PickedFile; planId: string; locale: string }) {
  const { t } = useTranslation();
  const store = useUploadStore.getState;
  const name = file.file.name;
  const percent = Math.round(file.progress * 100);
  const problem = file.problem;
  let problemText: string | null = null;
  if (problem) {
    const max = formatBytes(UPLOAD_MAX_BYTES, locale);
    if (problem.kind === 'failed') problemText = t('reportUpload.file.failed', { message: problem.message });
    else if (problem.kind === 'tooLarge')
      problemText = t('reportUpload.file.tooLarge', { size: formatBytes(file.file.size, locale), max });
    else if (problem.kind === 'wrongType') problemText = t('reportUpload.file.wrongType');
    else if (problem.kind === 'empty') problemText = t('reportUpload.file.empty');
    else if (problem.kind === 'serverTooLarge') problemText = t('reportUpload.file.serverTooLarge', { max });
    else problemText = t('reportUpload.file.serverWrongType');
  }

  return (
    <li className={`ru-file ru-file--${file.status}`} data-status={file.status}>
      <span className="ru-file__thumb">
        {file.previewUrl ? (
          <img src={file.previewUrl} alt={t('reportUpload.file.preview', { name })} />
        ) : (
          <span className="ru-file__doc" aria-hidden="true">
            <FileOutline />
            {file.pdf ? <span className="ru-file__ext">PDF</span> : null}
          </span>
        )}
      </span>
      <div className="ru-file__body">
        <p className="ru-file__name">{name}</p>
        <p className="ru-file__meta">{formatBytes(file.file.size, locale)}</p>
        {file.status === 'uploading' ? (
          <>
            <div
              className="ru-progress"
              role="progressbar"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="ru-progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <p className="ru-file__status">{t('reportUpload.file.uploading', { percent })}</p>
          </>
        ) : null}
        {file.status === 'uploaded' ? (
          <p className="ru-file__status ru-file__status--ok">{t('reportUpload.file.uploaded')}</p>
        ) : null}
        {problemText ? (
          <p className="ru-file__error" role="alert">
            {problemText}
          </p>
        ) : null}
        {file.status === 'failed' ? (
          <button
            type="button"
            className="app-text-button ru-link"
            onClick={() => store().retry(planId, file.key)}
          >
            <RedoOutline aria-hidden="true" /> {t('reportUpload.file.retry')}
          </button>
        ) : null}
      </div>
      <CloseButton
        label={t('reportUpload.file.remove', { name })}
        className="ru-file__remove"
        onClick={() => store().remove(planId, file.key)}
      />
    </li>
  );
}
