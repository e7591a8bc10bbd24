import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';

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
      <span className="picker-status__loading">
        <span className="app-spinner" aria-hidden="true" />
        {t('picker.searching')}
      </span>
    );
  } else if (error) {
    const message = isApiError(error) ? error.msg : String(error);
    content = (
      <span className="picker-status__error">
        {t('picker.error', { message })}{' '}
        <button type="button" className="app-link-button" onClick={onRetry}>
          {t('picker.retry')}
        </button>
      </span>
    );
  } else if (count === 0) content = t('picker.noMatch', { keyword });
  else if (count !== null && suggested) content = t('picker.didYouMean', { keyword });
  else if (count !== null) content = t('picker.resultsCount', { count });
  return (
    <div className="picker-status" role="status" aria-live="polite">
      {content}
    </div>
  );
}
