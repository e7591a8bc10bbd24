import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '@nutri/domain/contracts';
import { formatMoment, yuan } from '../lib/format';

/** One order as the operator handles it: what, where to, how much, and its status. */
export function OrderCard({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  return (
    <article className="ops-card ops-order" aria-labelledby={`ops-order-${order.id}`}>
      <header className="ops-order__head">
        <h3 id={`ops-order-${order.id}`}>{t('ops.orders.orderNo', { no: order.orderNo })}</h3>
        <span className={`ops-status ops-status--${order.status}`}>{t(`ops.status.${order.status}`)}</span>
      </header>
      <p className="ops-muted">{t('ops.orders.placedAt', { time: formatMoment(order.createdAt) })}</p>
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
      </p>
      <div className="ops-address">
        <span className="ops-muted">{t('ops.orders.address')}</span>
        {/* The person's own words (a Chinese address on an English screen too, ADR 0027). */}
        <p data-quote>
          {order.address.name} {order.address.phone}
          <br />
          {order.address.area} {order.address.detail}
        </p>
      </div>
    </article>
  );
}
