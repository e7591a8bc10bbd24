import type { OrderStatus } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NextPageButton } from '../../../components/next-page-button';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { paths } from '../../../config/paths';
import { useOrderList } from '../api/list-orders';
import { orderResultHref, ordersHref, SHOP_PARAMS } from '../lib/links';
import { ORDER_FILTERS, statusFromParam } from '../lib/order-status';
import { OrderTile } from './order-tile';
import { LoadFailed, StatePanel } from './state-panel';
import './shop.css';

/**
 * `/orders[?status=…]`: the user's orders, newest first, filtered by status (the filter is in the link,
 * so a reload or the back button keeps it); twenty at a time with "load more".
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = statusFromParam(params.get(SHOP_PARAMS.status));
  useHideTabBar();
  useDocumentTitle(t('shop.orders.title'));
  const goBack = useGoBack(paths.report.href());
  const orders = useOrderList({ status });
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];
  const label = (s: OrderStatus | null) => (s ? t(`shop.result.statuses.${s}`) : t('shop.orders.all'));

  let body;
  if (orders.isPending) body = <PageLoading label={t('shop.loading')} />;
  else if (orders.isError) {
    body = (
      <LoadFailed
        title={t('shop.orders.failedTitle')}
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (list.length === 0) {
    body = (
      <StatePanel
        title={status ? t('shop.orders.emptyFiltered', { status: label(status) }) : t('shop.orders.empty')}
        body={t('shop.orders.emptyBody')}
        action={{ label: t('shop.orders.toProducts'), onClick: () => void navigate(paths.products.href()) }}
      />
    );
  } else {
    body = (
      <>
        <ul className="app-stack app-stack--tight" data-testid="order-list">
          {list.map((o) => (
            <li key={o.id}>
              <OrderTile
                order={o}
                onOpen={() => void navigate(orderResultHref(o.id, o.customNutritionPlanId))}
              />
            </li>
          ))}
        </ul>
        <NextPageButton pages={orders} label={t('shop.orders.more')} className="shop-more" />
      </>
    );
  }

  return (
    <div className="app-screen app-screen--column shop">
      <PageHeader title={t('shop.orders.title')} backLabel={t('shop.back')} onBack={goBack} />
      <nav className="app-chip-row shop-filters" aria-label={t('shop.orders.filterLabel')}>
        {ORDER_FILTERS.map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className="app-chip"
            aria-pressed={s === status}
            data-status={s ?? 'all'}
            onClick={() => void navigate(ordersHref(s), { replace: true })}
          >
            {label(s)}
          </button>
        ))}
      </nav>
      {body}
    </div>
  );
}
