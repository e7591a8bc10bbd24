import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '@nutri/domain/contracts';
import { ORDER_STATUSES, type OrderStatus } from '@nutri/domain/orders';
import { useOrders } from '../api/list-orders';
import { yuan } from '../lib/format';
import { LoadFailed } from './load-failed';
import { OpsSection } from './ops-section';
import { OrderCard } from './order-card';
import { NextPageButton } from '../../../components/next-page-button';
import { PressedOptions } from '../../../components/pressed-options';

/** Orders of every user by status (a tab per status, with its count), newest first, 20 at a time. */
export function OrdersSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | null>('paid');
  const [notice, setNotice] = useState<string | null>(null);
  // Said above the list: the order may have left this tab with the change.
  const changed = (after: OpsOrder) =>
    setNotice(
      after.status === 'shipped' && after.shipment
        ? t('ops.ship.done', { no: after.orderNo, ...after.shipment })
        : t('ops.refund.done', { no: after.orderNo, amount: yuan(after.refundedCents) }),
    );
  const query = useOrders({ status });
  const pages = query.data?.pages ?? [];
  const counts = pages[0]?.counts ?? {};
  const orders = pages.flatMap((p) => p.list);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);

  return (
    <OpsSection name="orders" heading={t('ops.sections.orders')}>
      <div className="app-chip-row ops-tabs" role="group" aria-label={t('ops.statusTabs')}>
        <PressedOptions
          options={[null, ...ORDER_STATUSES].map((s) => ({
            value: s,
            label: (
              <>
                {t(`ops.status.${s ?? 'all'}`)}
                <span className="ops-tab__count">{s ? (counts[s] ?? 0) : all}</span>
              </>
            ),
          }))}
          value={status}
          className="app-chip ops-tab"
          onChoose={(s) => {
            setNotice(null);
            setStatus(s);
          }}
        />
      </div>
      {pages[0]?.moneyHeld && pages[0].moneyHeld.payments > 0 ? (
        <p className="ops-warning" role="note">
          {t('ops.orders.moneyHeld', {
            amount: yuan(pages[0].moneyHeld.cents),
            count: pages[0].moneyHeld.payments,
          })}
        </p>
      ) : null}
      {notice ? (
        <p className="ops-done" role="status">
          {notice}
        </p>
      ) : null}
      {query.isError ? (
        <LoadFailed query={query} />
      ) : query.isPending ? (
        <p className="ops-muted" role="status">
          …
        </p>
      ) : orders.length === 0 ? (
        <p className="ops-muted">{t('ops.orders.empty')}</p>
      ) : (
        <>
          <p className="ops-muted">{t('ops.orders.total', { count: pages[0]?.total ?? 0 })}</p>
          <ul className="ops-grid">
            {orders.map((o) => (
              <li key={o.id}>
                <OrderCard order={o} onChanged={changed} />
              </li>
            ))}
          </ul>
          <NextPageButton pages={query} label={t('ops.orders.more')} className="ops-more" />
        </>
      )}
    </OpsSection>
  );
}
