import type { InfiniteQueryObserverResult } from '@tanstack/react-query';

/** The parts of an infinite query that say whether another page exists and fetch it. */
type Pages = Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/**
 * Under a list read page by page: the button that loads the next page, shown while there is one, and
 * disabled with a spinner while it loads (on a slow network the tap must visibly do something).
 */
export function NextPageButton({
  pages,
  label,
  className,
}: {
  pages: Pages;
  label: string;
  className: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`app-button ${className}`}
      disabled={pages.isFetchingNextPage}
      aria-busy={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? <span className="app-spinner" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
