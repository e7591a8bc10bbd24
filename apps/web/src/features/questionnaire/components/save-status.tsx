import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './use-answer-saving';

/**
 * The line above the main button: "saving…", then "answers saved" once the server has them; a failed
 * save as an alert in plain words, with a retry.
 */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="qs__save">
      <p className="qs__save-text" aria-live="polite">
        {status.state === 'saving'
          ? t('questionnaire.save.saving')
          : status.state === 'saved'
            ? t('questionnaire.save.saved')
            : ''}
      </p>
      {status.state === 'failed' ? (
        <div className="app-note app-tone--danger qs__save-failed" role="alert">
          <span>{t(`questionnaire.save.failed.${status.reason}`)}</span>
          <button type="button" className="app-link-button qs__save-retry" onClick={onRetry}>
            {t('questionnaire.save.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
