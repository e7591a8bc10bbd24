import type { TFunction } from 'i18next';
import type { ApiError } from '../../../lib/api-client';

/** The form label of each field the operator's calls name in a 400. */
const LABELS = {
  carrier: 'ops.ship.carrier',
  trackingNo: 'ops.ship.trackingNo',
  reason: 'ops.refund.reason',
  lines: 'ops.refund.lineQuantity',
  delta: 'ops.stock.delta',
  skuId: 'ops.stock.heading',
} as const;

/**
 * A refusal as a line the operator can act on, in the page's language: the server's own message (409,
 * 404 … come localized), or for a 400 the fields to check, by their labels on the form.
 */
export function fieldMessage(error: ApiError, t: TFunction): string {
  if (error.status !== 400 || !error.errors?.length) return error.msg;
  const labels = new Set(
    error.errors.map((e) => {
      const key = e.field.split('.')[0] as keyof typeof LABELS;
      return key in LABELS ? t(LABELS[key]) : e.field;
    }),
  );
  return t('ops.checkFields', { fields: [...labels].join(t('ops.listSeparator')) });
}
