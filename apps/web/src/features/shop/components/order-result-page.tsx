import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatCents } from '@nutri/domain/commerce';
import type { OrderView } from '@nutri/domain/contracts';
import { maskMobile } from '@nutri/domain/contracts/values';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MainButton } from '../../../components/main-button';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { Tag } from '../../../components/tag';
import { usePlanScreen } from '../../../components/use-plan-screen';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { formatDayTime, formatMonthDay } from '../../../lib/dates';
import { showToast } from '../../../lib/toast';
import { useLocaleStore } from '../../../stores/locale-store';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useOrder } from '../api/get-order';
import { useLatestOrders } from '../api/list-orders';
import { orderResultHref, planHref, productsHref, SHOP_PARAMS } from '../lib/links';
import { leadKeyOf, statusTone } from '../lib/order-status';
import { OrderLines, PriceBreakdown } from './order-summary';
import { AllOrdersButton, OrderTile } from './order-tile';
import { PayPanel } from './pay-panel';
import { LoadFailed, StatePanel } from './state-panel';
import './shop.css';
import { ShopPanel } from './shop-panel';
import { YouzanCheckout } from './youzan-checkout';
import { confirmedOrderChange, type OrderUpdates } from './confirmed-order-change';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/orderResult?orderId=<id>[&id=<planId>]`: one order as the server has it — its status in words,
 * paying it (or the demo step) and cancelling it while unpaid, its carrier and tracking number once
 * shipped, its lines, prices and address — and the user's latest orders. Nothing here says "we will
 * ship" before the server says the order is paid.
 */
export function OrderResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = (params.get(SHOP_PARAMS.orderId) ?? '').trim();
  const planId = usePlanScreen(t('shop.result.title'));
  const valid = UUID.test(orderId);
  const order = useOrder({ orderId, queryConfig: { enabled: valid } });
  const home = planId ? planHref(planId) : paths.report.href();

  let body;
  if (valid && order.isPending) body = <PageLoading label={t('shop.loading')} />;
  else if (!valid || (order.isError && isApiError(order.error) && order.error.status === 404)) {
    body = (
      <StatePanel tone="error" title={t('shop.result.notFoundTitle')} body={t('shop.result.notFoundBody')} />
    );
  } else if (order.isError || !order.data) {
    body = (
      <LoadFailed
        title={t('shop.checkout.failedTitle')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  } else {
    body = <OrderDetails order={order.data} onStale={() => void order.refetch()} />;
  }

  return (
    <div className="app-screen app-screen--column shop">
      <PageHeader
        title={t('shop.result.title')}
        backLabel={t('shop.result.backToPlan')}
        onBack={() => void navigate(home, { replace: true })}
      />
      {body}
      <div className="shop-actions">
        <MainButton fill="outline" onClick={() => void navigate(home)}>
          {t('shop.result.backToPlan')}
        </MainButton>
        {planId ? (
          <MainButton fill="outline" onClick={() => void navigate(productsHref(planId))}>
            {t('shop.result.continueShopping')}
          </MainButton>
        ) : null}
      </div>
      <MyOrders currentId={orderId} planId={planId} />
    </div>
  );
}

/** A part of the order page: the order, and what to do when the server refused a change as stale. */
interface OrderPartProps extends OrderUpdates {
  order: OrderView;
}

function OrderDetails({ order: o, onStale }: OrderPartProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const price = (cents: number) => formatCents(cents);
  return (
    <>
      <section
        className="app-card shop-panel shop-result"
        aria-labelledby="shop-result-lead"
        data-testid="order-result"
        data-status={o.status}
      >
        <p className="shop-result__status">
          <Tag tone={statusTone(o.status)}>
            <span data-testid="order-status">{t(`shop.result.statuses.${o.status}`)}</span>
          </Tag>
        </p>
        <p id="shop-result-lead" className="shop-result__lead" data-testid="order-lead">
          {t(`shop.result.leads.${leadKeyOf(o)}`, {
            time: formatDayTime(o.paymentDueAt, locale),
            amount: price(o.refundedCents),
          })}
        </p>
        <dl className="shop-breakdown">
          <div>
            <dt>{t('shop.result.orderNo')}</dt>
            <dd className="shop-result__no" data-testid="order-number">
              {o.orderNo}
            </dd>
          </div>
          <div>
            <dt>{t('shop.result.createdAt')}</dt>
            <dd>{formatMonthDay(o.createdAt, locale)}</dd>
          </div>
          {o.paidAt ? (
            <div>
              <dt>{t('shop.result.paidAt')}</dt>
              <dd>{formatDayTime(o.paidAt, locale)}</dd>
            </div>
          ) : null}
          {o.refundedCents > 0 && o.status !== 'refunded' ? (
            <div>
              <dt>{t('shop.result.status')}</dt>
              <dd>{t('shop.result.refundedPart', { amount: price(o.refundedCents) })}</dd>
            </div>
          ) : null}
        </dl>
        {o.status === 'pending_payment' ? (
          <>
            <PayPanel order={o} onStale={onStale} />
            <CancelButton order={o} onStale={onStale} />
          </>
        ) : null}
      </section>
      {o.shipment ? <Shipment order={o} onStale={onStale} /> : null}
      <YouzanCheckout order={o} />
      <ShopPanel titleId="shop-result-items" title={t('shop.result.items')}>
        <OrderLines
          lines={o.items.map((i) => ({
            ...i,
            totalCents: i.lineTotalCents,
            note:
              i.refundedQuantity > 0 ? t('shop.result.refundedUnits', { count: i.refundedQuantity }) : null,
          }))}
        />
        <PriceBreakdown
          totalCents={o.totalCents}
          discountCents={o.discountCents}
          payableCents={o.payableCents}
          testId="order-breakdown"
          payableTestId="order-payable"
        />
      </ShopPanel>
      <ShopPanel titleId="shop-result-address" title={t('shop.result.address')}>
        {/* The person's own words, as written for the courier (area names are Chinese in both languages,
            ADR 0027): quoted, not translated. Masked: the page is often screenshotted and shared (issue 19 §4). */}
        <div data-quote>
          <p className="shop-choice__main" data-testid="order-address-contact">
            {o.address.name} {maskMobile(o.address.phone)}
          </p>
          <p className="app-meta shop-choice__sub">
            {o.address.area} {o.address.detail}
          </p>
        </div>
      </ShopPanel>
    </>
  );
}

/** "Cancel order" while unpaid, after a confirmation: the stock and the voucher go back. */
function CancelButton({ order, ...updates }: OrderPartProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder({
    mutationConfig: confirmedOrderChange(updates, {
      doneText: t('shop.result.cancelled'),
      closeDialog: () => setAsking(false),
    }),
  });
  return (
    <>
      <Button
        block
        shape="rounded"
        fill="none"
        className="shop-result__cancel"
        onClick={() => setAsking(true)}
      >
        {t('shop.result.cancel')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('shop.result.cancelTitle')}
          body={<p>{t('shop.result.cancelBody')}</p>}
          confirmLabel={t('shop.result.cancelConfirm')}
          cancelLabel={t('shop.result.cancelKeep')}
          danger
          pending={cancel.isPending}
          error={cancel.isError ? (isApiError(cancel.error) ? cancel.error.msg : cancel.error.message) : null}
          onConfirm={() => cancel.mutate(order.id)}
          onCancel={() => {
            setAsking(false);
            cancel.reset();
          }}
        />
      ) : null}
    </>
  );
}

/** Carrier and tracking number (copyable), and "I received it" while on its way. */
function Shipment({ order, onStale }: OrderPartProps) {
  const { t } = useTranslation();
  const receipt = useConfirmReceipt({
    mutationConfig: {
      onSuccess: () => void showToast(t('shop.result.receiptDone')),
      onError: onStale,
    },
  });
  if (!order.shipment) return null;
  return (
    <ShopPanel titleId="shop-result-shipment" title={t('shop.result.shipment')}>
      <dl className="shop-breakdown" data-testid="order-shipment">
        <div>
          <dt>{t('shop.result.carrier')}</dt>
          <dd data-testid="order-carrier">{order.shipment.carrier}</dd>
        </div>
        <div>
          <dt>{t('shop.result.trackingNo')}</dt>
          {/* A code, in no language: the every-screen check reads it as neither script. */}
          <dd data-testid="order-tracking" lang="zxx" className="shop-result__no">
            {order.shipment.trackingNo}
          </dd>
        </div>
      </dl>
      <div className="shop-actions">
        <Button
          block
          color="primary"
          shape="rounded"
          fill="outline"
          onClick={() => void copyText(order.shipment?.trackingNo ?? '')}
        >
          {t('shop.result.copyTracking')}
        </Button>
        {order.status === 'shipped' ? (
          <MainButton loading={receipt.isPending} onClick={() => receipt.mutate(order.id)}>
            {t('shop.result.confirmReceipt')}
          </MainButton>
        ) : null}
      </div>
    </ShopPanel>
  );
}

function MyOrders({ currentId, planId }: { currentId: string; planId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orders = useLatestOrders();
  if (!orders.data) return null;
  return (
    <ShopPanel titleId="shop-my-orders" title={t('shop.result.myOrders')}>
      {orders.data.list.length === 0 ? (
        <p className="app-lead shop-note">{t('shop.result.noOrders')}</p>
      ) : (
        <ul className="app-stack app-stack--tight">
          {orders.data.list.map((o) => (
            <li key={o.id}>
              <OrderTile
                order={o}
                current={o.id === currentId}
                onOpen={() => void navigate(orderResultHref(o.id, planId), { replace: true })}
              />
            </li>
          ))}
        </ul>
      )}
      {orders.data.total > 0 ? <AllOrdersButton label={t('shop.result.allOrders')} /> : null}
    </ShopPanel>
  );
}
