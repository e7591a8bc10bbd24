import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

/** A list whose query failed: why, and a retry of that query. */
export function LoadFailed({ query }: { query: { error: unknown; refetch: () => Promise<unknown> } }) {
  const { t } = useTranslation();
  const { error } = query;
  return (
    <div className="ops-error-box" role="alert">
      <p>{t('ops.loadFailed', { error: isApiError(error) ? error.msg : String(error) })}</p>
      <button type="button" className="app-button" onClick={() => void query.refetch()}>
        {t('ops.retry')}
      </button>
    </div>
  );
}
