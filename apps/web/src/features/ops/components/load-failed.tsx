import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

/** A list that could not load: why, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="ops-error-box" role="alert">
      <p>{t('ops.loadFailed', { error: isApiError(error) ? error.msg : String(error) })}</p>
      <button type="button" className="app-button" onClick={onRetry}>
        {t('ops.retry')}
      </button>
    </div>
  );
}
