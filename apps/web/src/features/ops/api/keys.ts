import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the operator page, its one key factory; all under `ops`, so a change refreshes every view of it. */
export const opsKeys = {
  all: ['ops'] as const,
  orders: (status: string | null, locale: string) => ['ops', 'orders', status ?? 'all', locale] as const,
  stock: (locale: string) => ['ops', 'stock', locale] as const,
  audit: ['ops', 'audit'] as const,
};

/**
 * What every operator change implies (shipping, refunding, correcting stock): every view of the operator
 * page (orders and their counts, stock, the audit log) is stale after it, and is read again behind.
 */
export function opsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: opsKeys.all });
}
