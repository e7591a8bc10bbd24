import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '@nutri/domain/contracts';
import { REFUND_REASON_MAX } from '@nutri/domain/contracts/values';
import { isApiError } from '../../../lib/api-client';
import { useRefundOrder } from '../api/refund-order';
import { fieldMessage } from '../lib/field-message';
import { Field, Outcome } from './field';

/** The whole order or some units of some lines, with the reason; the server refunds what was paid for them. */
export function RefundForm({ order, onDone }: { order: OpsOrder; onDone: (after: OpsOrder) => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'whole' | 'lines'>('whole');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const mutation = useRefundOrder({ mutationConfig: { onSuccess: onDone } });
  const open = order.items.filter((i) => i.quantity - i.refundedQuantity > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLocal(null);
    if (mode === 'whole') {
      mutation.mutate({ orderId: order.id, reason });
      return;
    }
    const lines = open
      .map((i) => ({ skuId: i.skuId, quantity: Number(quantities[i.skuId] ?? '0') }))
      .filter((l) => l.quantity !== 0);
    if (lines.length === 0) {
      setLocal(t('ops.refund.noLines'));
      return;
    }
    mutation.mutate({ orderId: order.id, lines, reason });
  };
  const error =
    local ??
    (mutation.error
      ? isApiError(mutation.error)
        ? fieldMessage(mutation.error, t)
        : String(mutation.error)
      : null);
  return (
    <form className="ops-form" onSubmit={submit} noValidate aria-label={t('ops.refund.heading')}>
      <fieldset className="app-fieldset">
        <legend className="visually-hidden">{t('ops.refund.heading')}</legend>
        <label className="ops-radio">
          <input type="radio" name="mode" checked={mode === 'whole'} onChange={() => setMode('whole')} />
          {t('ops.refund.whole')}
        </label>
        <label className="ops-radio">
          <input type="radio" name="mode" checked={mode === 'lines'} onChange={() => setMode('lines')} />
          {t('ops.refund.lines')}
        </label>
      </fieldset>
      {mode === 'lines'
        ? open.map((i) => (
            <label key={i.skuId} className="ops-field">
              <span>
                {i.name} · {i.spec} — {t('ops.refund.left', { count: i.quantity - i.refundedQuantity })}
              </span>
              <input
                className="app-input"
                name={`quantity-${i.skuId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={i.quantity - i.refundedQuantity}
                aria-label={`${t('ops.refund.lineQuantity')}: ${i.name} · ${i.spec}`}
                value={quantities[i.skuId] ?? ''}
                onChange={(e) => setQuantities({ ...quantities, [i.skuId]: e.target.value })}
              />
            </label>
          ))
        : null}
      <Field
        label={t('ops.refund.reason')}
        name="reason"
        maxLength={REFUND_REASON_MAX}
        value={reason}
        onText={setReason}
      />
      <Outcome text={error} />
      <button type="submit" className="app-button app-button--primary" disabled={mutation.isPending}>
        {t('ops.refund.submit')}
      </button>
    </form>
  );
}
