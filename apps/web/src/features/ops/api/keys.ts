/** Query keys of the operator page, its one key factory; all under `ops`, so a change refreshes every view of it. */
export const opsKeys = {
  all: ['ops'] as const,
  orders: (status: string | null, locale: string) => ['ops', 'orders', status ?? 'all', locale] as const,
  stock: (locale: string) => ['ops', 'stock', locale] as const,
  audit: ['ops', 'audit'] as const,
};
