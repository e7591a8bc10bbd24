import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsStockItem } from '@nutri/domain/contracts';
import { DisclosureButton } from '../../../components/disclosure-button';
import { isApiError } from '../../../lib/api-client';
import { useAdjustStock } from '../api/adjust-stock';
import { useStock } from '../api/list-stock';
import { fieldMessage } from '../lib/field-message';
import { Field, Outcome } from './field';
import { LoadFailed } from './load-failed';
import { OpsSection } from './ops-section';

/** Every specification with its stock; each can be adjusted by a number and a reason. */
export function StockSection() {
  const { t } = useTranslation();
  const query = useStock();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <OpsSection name="stock" heading={t('ops.stock.heading')}>
      {query.isError ? (
        <LoadFailed query={query} />
      ) : (
        <ul className="ops-grid">
          {(query.data ?? []).map((item) => (
            <li key={item.skuId}>
              <StockRow
                item={item}
                open={open === item.skuId}
                onToggle={() => setOpen(open === item.skuId ? null : item.skuId)}
              />
            </li>
          ))}
        </ul>
      )}
    </OpsSection>
  );
}

function StockRow({ item, open, onToggle }: { item: OpsStockItem; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useAdjustStock({
    mutationConfig: {
      onSuccess: (result) => {
        setMessage({ ok: true, text: t('ops.stock.done', { count: result.stock }) });
        setDelta('');
        setReason('');
      },
      onError: (err) => setMessage({ ok: false, text: isApiError(err) ? fieldMessage(err, t) : String(err) }),
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    // The server names what is wrong (a whole number other than 0, a reason): one rule, one place.
    mutation.mutate({ skuId: item.skuId, delta: delta.trim() === '' ? 0 : Number(delta), reason });
  };
  const formId = `ops-stock-form-${item.skuId}`;
  return (
    <div className="ops-card ops-stock">
      <div className="ops-stock__row">
        <div>
          <h3 className="ops-stock__name">{item.name}</h3>
          <p className="ops-muted">
            {item.spec} · <span className="ops-code">{item.skuId}</span>
          </p>
          <strong className="ops-stock__count">{t('ops.stock.stock', { count: item.stock })}</strong>
        </div>
        <DisclosureButton expanded={open} controls={formId} className="app-button" onClick={onToggle}>
          {open ? t('ops.stock.cancel') : t('ops.stock.adjust')}
        </DisclosureButton>
      </div>
      {open ? null : <Outcome ok={message?.ok} text={message?.text ?? null} />}
      {open ? (
        <form id={formId} className="ops-form" onSubmit={submit} noValidate>
          <Field
            label={t('ops.stock.delta')}
            name="delta"
            inputMode="numeric"
            value={delta}
            onText={setDelta}
          />
          <Field label={t('ops.stock.reason')} name="reason" value={reason} onText={setReason} />
          <Outcome ok={message?.ok} text={message?.text ?? null} />
          <button type="submit" className="app-button app-button--primary" disabled={mutation.isPending}>
            {t('ops.stock.submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
