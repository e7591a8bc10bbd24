import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

/** The loading, error and no-match lines under a search box, announced politely. */
export function SearchStatus({
  keyword,
  isSearching,
  error,
  count,
  suggested = false,
  onRetry,
}: {
  keyword: string;
  isSearching: boolean;
  error: unknown;
  count: number | null;
  /** The results are "did you mean" suggestions: nothing matched the keyword as typed. */
  suggested?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  let content: ReactNode = null;
  if (keyword === '') content = null;
  else if (isSearching) {
    content = (
      <span className="amn-status__loading">
        <span className="amn-spinner" aria-hidden="true" />
        {t('medicineReview.add.searching')}
      </span>
    );
  } else if (error) {
    const message = isApiError(error) ? error.msg : String(error);
    content = (
      <span className="amn-status__error">
        {t('medicineReview.add.searchError', { message })}{' '}
        <button type="button" className="amn-link-button" onClick={onRetry}>
          {t('medicineReview.add.retry')}
        </button>
      </span>
    );
  } else if (count === 0) content = t('medicineReview.add.noMatch', { keyword });
  else if (count !== null && suggested) content = t('medicineReview.add.didYouMean', { keyword });
  else if (count !== null) content = t('medicineReview.add.resultsCount', { count });
  return (
    <div className="amn-status" role="status" aria-live="polite">
      {content}
    </div>
  );
}
