import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@nutri/domain/commerce';
import { maskMobile, type OrderView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { usePlanIdOfRoute } from '../../../components/use-plan-id';
import { MainButton } from '../../../components/main-button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatMonthDay } from '../../../lib/dates';
import { useLocaleStore } from '../../../stores/locale-store';
import { getOrder } from '../api/get-order';
import { listOrders } from '../api/list-orders';
import { orderResultHref, planHref, productsHref, SHOP_PARAMS } from '../lib/links';
import { shopKeys } from '../lib/queries';
import { OrderLines, PriceBreakdown } from './order-summary';
import { LoadFailed, StatePanel } from './state-panel';
import './shop.css';
import { ShopPanel } from './shop-panel';
import { YouzanCheckout } from './youzan-checkout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/orderResult?orderId=<id>[&id=<planId>]`: the order as the server priced it (number, items, total,
 * discount, payable, address), the way back to the plan, and the user's latest orders.
 */
export function OrderResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const orderId = (params.get(SHOP_PARAMS.orderId) ?? '').trim();
  const planId = usePlanIdOfRoute();
  useHideTabBar();
  useDocumentTitle(t('shop.result.title'));
  const valid = UUID.test(orderId);
  const order = useQuery({
    queryKey: shopKeys.order(orderId, locale),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: valid,
  });
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
  } else body = <OrderDetails order={order.data} />;

  return (
    <div className="app-screen app-screen--column shop">
      <PageHeader
        title={t('shop.result.title')}
        backLabel={t('shop.result.backToPlan')}
        onBack={() => void navigate(home, { replace: true })}
      />
      {body}
      <div className="shop-actions">
        <MainButton onClick={() => void navigate(home)}>{t('shop.result.backToPlan')}</MainButton>
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

function OrderDetails({ order: o }: { order: OrderView }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <>
      <section
        className="app-card shop-panel shop-result"
        aria-labelledby="shop-result-lead"
        data-testid="order-result"
      >
        <p id="shop-result-lead" className="shop-result__lead">
          {t('shop.result.lead')}
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
          <div>
            <dt>{t('shop.result.status')}</dt>
            <dd>{t(`shop.result.statuses.${o.status}`)}</dd>
          </div>
        </dl>
      </section>
      <YouzanCheckout order={o} />
      <ShopPanel titleId="shop-result-items" title={t('shop.result.items')}>
        <OrderLines lines={o.items.map((i) => ({ ...i, totalCents: i.lineTotalCents }))} />
        <PriceBreakdown
          totalCents={o.totalCents}
          discountCents={o.discountCents}
          payableCents={o.payableCents}
          testId="order-breakdown"
          payableTestId="order-payable"
        />
      </ShopPanel>
      <ShopPanel titleId="shop-result-address" title={t('shop.result.address')}>
        {/* Masked: the page is often screenshotted and shared (issue 19 §4). */}
        <p className="shop-choice__main" data-testid="order-address-contact">
          {o.address.name} {maskMobile(o.address.phone)}
        </p>
        <p className="shop-choice__sub">
          {o.address.area} {o.address.detail}
        </p>
      </ShopPanel>
    </>
  );
}

function MyOrders({ currentId, planId }: { currentId: string; planId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const orders = useQuery({
    queryKey: shopKeys.orders(locale),
    queryFn: ({ signal }) => listOrders(10, signal),
    select: (d) => d.list,
  });
  if (!orders.data) return null;
  return (
    <ShopPanel titleId="shop-my-orders" title={t('shop.result.myOrders')}>
      {orders.data.length === 0 ? (
        <p className="app-lead shop-note">{t('shop.result.noOrders')}</p>
      ) : (
        <ul className="app-stack app-stack--tight">
          {orders.data.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                className="app-tile-button shop-order"
                aria-current={o.id === currentId ? 'page' : undefined}
                onClick={() => void navigate(orderResultHref(o.id, planId), { replace: true })}
              >
                <span className="shop-order__no">{o.orderNo}</span>
                <span className="shop-order__sum">
                  {t('shop.result.orderSummary', {
                    date: formatMonthDay(o.createdAt, locale),
                    count: o.items.reduce((n, i) => n + i.quantity, 0),
                    price: formatCents(o.payableCents),
                  })}
                </span>
                <span className="shop-order__status">{t(`shop.result.statuses.${o.status}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ShopPanel>
  );
}
