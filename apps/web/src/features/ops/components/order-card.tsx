import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '@nutri/domain/contracts';
import { DisclosureButton } from '../../../components/disclosure-button';
import { formatMoment, yuan } from '../lib/format';
import { RefundForm } from './refund-form';
import { ShipForm } from './ship-form';

type Open = 'ship' | 'refund' | null;

/**
 * One order as the operator handles it: what, where to, how much, its status, and what can be done.
 * `onChanged` hears of a shipment or refund (the order may leave the tab it was in, and this card with it).
 */
export function OrderCard({ order, onChanged }: { order: OpsOrder; onChanged: (after: OpsOrder) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const canShip = order.status === 'paid';
  const canRefund = ['paid', 'shipped', 'completed'].includes(order.status);
  const toggle = (what: Exclude<Open, null>) => setOpen(open === what ? null : what);
  const finished = (after: OpsOrder) => {
    setOpen(null);
    onChanged(after);
  };
  const headingId = `ops-order-${order.id}`;
  return (
    <article className="ops-card ops-order" aria-labelledby={headingId}>
      <header className="ops-order__head">
        <h3 id={headingId}>{t('ops.orders.orderNo', { no: order.orderNo })}</h3>
        <span className={`ops-status ops-status--${order.status}`}>{t(`ops.status.${order.status}`)}</span>
      </header>
      <p className="ops-muted">{t('ops.orders.placedAt', { time: formatMoment(order.createdAt) })}</p>
      {order.demoPaid ? (
        <p className="ops-warning" role="note">
          {t('ops.orders.demoPaid')}
        </p>
      ) : null}
      {order.heldCents ? (
        <p className="ops-warning" role="note">
          {t('ops.orders.held', { amount: yuan(order.heldCents) })}
        </p>
      ) : null}
      <ul className="ops-lines">
        {order.items.map((i) => (
          <li key={i.skuId}>
            <span>
              {i.name} · {i.spec}
            </span>
            <span>{t('ops.orders.quantity', { count: i.quantity })}</span>
          </li>
        ))}
      </ul>
      <p className="ops-amounts">
        <span>{t('ops.orders.payable', { amount: yuan(order.payableCents) })}</span>
        {order.paidCents !== null ? (
          <span>{t('ops.orders.paid', { amount: yuan(order.paidCents) })}</span>
        ) : null}
        {order.refundedCents > 0 ? (
          <span>{t('ops.orders.refunded', { amount: yuan(order.refundedCents) })}</span>
        ) : null}
      </p>
      {order.shipment ? (
        <p className="ops-shipment">
          <span className="ops-muted">{t('ops.orders.shipment')}</span>{' '}
          <span data-quote>
            {order.shipment.carrier} {order.shipment.trackingNo}
          </span>
        </p>
      ) : null}
      <div className="ops-address">
        <span className="ops-muted">{t('ops.orders.address')}</span>
        {/* The person's own words (a Chinese address on an English screen too, ADR 0027). */}
        <p data-quote>
          {order.address.name} {order.address.phone}
          <br />
          {order.address.area} {order.address.detail}
        </p>
      </div>
      {canShip || canRefund ? (
        <div className="ops-actions">
          {canShip ? (
            <DisclosureButton
              expanded={open === 'ship'}
              className={open === 'ship' ? 'app-button' : 'app-button app-button--primary'}
              onClick={() => toggle('ship')}
            >
              {open === 'ship' ? t('ops.ship.cancel') : t('ops.ship.open')}
            </DisclosureButton>
          ) : null}
          {canRefund ? (
            <DisclosureButton
              expanded={open === 'refund'}
              className="app-button"
              onClick={() => toggle('refund')}
            >
              {open === 'refund' ? t('ops.refund.cancel') : t('ops.refund.open')}
            </DisclosureButton>
          ) : null}
        </div>
      ) : null}
      {open === 'ship' ? <ShipForm order={order} onDone={finished} /> : null}
      {open === 'refund' ? <RefundForm order={order} onDone={finished} /> : null}
    </article>
  );
}
