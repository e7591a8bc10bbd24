import { useMemo } from 'react';
import Button from 'antd-mobile/es/components/button';
import { refillsDue, type RefillDue } from '@nutri/domain/commerce';
import type { OrderView, PlanDocument } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/card';
import { isApiError } from '../../../lib/api-client';
import { formatMonthDay } from '../../../lib/dates';
import { useLocaleStore } from '../../../stores/locale-store';
import { useBuyAgain } from '../api/get-plan-products';
import { usePlanOrders } from '../api/list-orders';
import { checkoutHref, orderResultHref } from '../lib/links';
import { AllOrdersButton } from './order-tile';
import './shop.css';

const PAID = new Set(['paid', 'shipped', 'completed']);

/**
 * Under a plan that has orders (issue 20.3): what runs out soon at the plan's daily amounts (pack size ÷
 * daily dose from the day it was paid), unpaid orders, and "buy again" — the checkout filled with the
 * plan's products, each in the specification and quantity last bought.
 */
export function PlanShopCard({ plan }: { plan: PlanDocument }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const planId = plan.customNutritionPlanId;
  const orders = usePlanOrders({ planId });
  const daily = useMemo(
    () => Object.fromEntries(plan.products.map((p) => [p.productId, p.dosage])),
    [plan.products],
  );
  const list: OrderView[] = orders.data ?? [];
  const buyAgain = useBuyAgain({
    planId,
    orders: list,
    onReady: (items) => void navigate(checkoutHref(items, planId)),
  });

  if (list.length === 0) return null;
  const due = refillsDue(list, new Date(), daily);
  const unpaid = list.filter((o) => o.status === 'pending_payment');
  const bought = list.some((o) => PAID.has(o.status));
  const line = (d: RefillDue) => {
    const date = formatMonthDay(d.runsOutAt, locale);
    if (d.daysLeft > 0) return t('shop.refill.soon', { name: d.name, date });
    if (d.daysLeft === 0) return t('shop.refill.today', { name: d.name });
    return t('shop.refill.out', { name: d.name, date });
  };

  return (
    <Card className="plan-card shop-refill" title={t('shop.refill.title')} data-testid="plan-shop-card">
      {due.length > 0 ? (
        <ul className="shop-refill__list" data-testid="refill-list">
          {due.map((d) => (
            <li key={d.productId} className="shop-refill__item" data-product-id={d.productId}>
              {line(d)}
            </li>
          ))}
        </ul>
      ) : bought ? (
        <p className="app-lead">{t('shop.refill.none')}</p>
      ) : null}
      {unpaid.length > 0 ? (
        <p className="shop-refill__pending">
          <button
            type="button"
            className="app-link-button"
            onClick={() => void navigate(orderResultHref(unpaid[0]!.id, planId))}
          >
            {t('shop.refill.pending', { count: unpaid.length })}
          </button>
        </p>
      ) : null}
      <p className="shop-refill__error" role="alert">
        {buyAgain.isError
          ? t('shop.refill.buyAgainFailed', {
              message: isApiError(buyAgain.error) ? buyAgain.error.msg : buyAgain.error.message,
            })
          : null}
      </p>
      <div className="shop-actions">
        <Button
          block
          color="primary"
          shape="rounded"
          loading={buyAgain.isPending}
          onClick={() => buyAgain.mutate()}
          data-testid="buy-again"
        >
          {t('shop.refill.buyAgain')}
        </Button>
        <AllOrdersButton label={t('shop.refill.viewOrders')} />
      </div>
    </Card>
  );
}
