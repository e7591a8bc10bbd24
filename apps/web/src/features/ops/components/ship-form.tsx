import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '@nutri/domain/contracts';
import { isApiError } from '../../../lib/api-client';
import { useShipOrder } from '../api/ship-order';
import { fieldMessage } from '../lib/field-message';
import { Field, Outcome } from './field';

/** Carrier (typed or picked from the usual ones) and tracking number; the server checks both. */
export function ShipForm({ order, onDone }: { order: OpsOrder; onDone: (after: OpsOrder) => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const mutation = useShipOrder({ mutationConfig: { onSuccess: onDone } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ orderId: order.id, carrier, trackingNo });
  };
  const error = mutation.error;
  return (
    <form className="ops-form" onSubmit={submit} noValidate aria-label={t('ops.ship.heading')}>
      <Field
        label={t('ops.ship.carrier')}
        name="carrier"
        list={listId}
        maxLength={40}
        value={carrier}
        onText={setCarrier}
      >
        <datalist id={listId}>
          {t('ops.ship.carriers')
            .split('|')
            .map((c) => (
              <option key={c} value={c} />
            ))}
        </datalist>
      </Field>
      <Field
        label={t('ops.ship.trackingNo')}
        name="trackingNo"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={trackingNo}
        onText={setTrackingNo}
      />
      <Outcome text={error ? (isApiError(error) ? fieldMessage(error, t) : String(error)) : null} />
      <button type="submit" className="app-button app-button--primary" disabled={mutation.isPending}>
        {t('ops.ship.submit')}
      </button>
    </form>
  );
}
