import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { bestPriceCents, DOSAGE_BUDGET, dosageOf, formatCents, splitByDosage } from '@nutri/domain/commerce';
import type { ProductView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useHideTabBar } from '../../../components/use-hide-tab-bar';
import { usePlanIdOfRoute } from '../../../components/use-plan-id';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { getPlanProducts } from '../api/get-plan-products';
import { CHECKOUT_STEPS, logCheckoutStep } from '../api/log-checkout-step';
import type { CheckoutItem } from '../lib/checkout-items';
import { checkoutHref, planHref } from '../lib/links';
import { orderTotalCents, usableVouchers } from '../lib/pricing';
import { shopKeys, useVouchers } from '../lib/queries';
import { useOncePer } from '../lib/use-once';
import { ProductCard } from './product-card';
import { ShopLoading, StatePanel } from './state-panel';
import './shop.css';

/** The SKU a card orders: the default one if it has stock, else the first with stock (null: sold out). */
function orderableSku(p: ProductView) {
  const def = p.skus.find((s) => s.id === p.defaultSkuId);
  if (def && def.stock > 0) return def;
  return p.skus.find((s) => s.stock > 0) ?? null;
}

/**
 * `/productsPage?id=<planId>`: the plan's products in the basis and other groups of the dosage split
 * (`splitByDosage`), each with dosage, usage, price and best voucher price; basis products start
 * selected; the bar at the bottom sums the selection and its best price with one voucher, and goes to
 * checkout.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const planId = usePlanIdOfRoute();
  useHideTabBar();
  useDocumentTitle(t('shop.products.title'));
  const goBack = useGoBack(planId ? planHref(planId) : paths.start.href());
  const navigate = useNavigate();

  return (
    <div className="shop shop--with-bar">
      <PageHeader
        title={t('shop.products.title')}
        backLabel={t('shop.products.backToPlan')}
        onBack={goBack}
      />
      {planId ? (
        <PlanProducts key={planId} planId={planId} />
      ) : (
        <StatePanel
          title={t('shop.products.noPlanTitle')}
          body={t('shop.products.noPlanBody')}
          actions={
            <Button color="primary" shape="rounded" onClick={() => void navigate(paths.questionnaire.href())}>
              {t('shop.products.startQuestionnaire')}
            </Button>
          }
        />
      )}
    </div>
  );
}

function PlanProducts({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const query = useQuery({
    queryKey: shopKeys.planProducts(planId, locale),
    queryFn: ({ signal }) => getPlanProducts(planId, signal),
  });
  const vouchers = useVouchers();
  const list = useMemo(() => query.data?.list ?? [], [query.data]);
  // The same dosage split as the server, on the plan's order.
  const groups = useMemo(() => splitByDosage(list), [list]);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const selected = useMemo(
    () => picked ?? new Set(groups.basis.filter((p) => orderableSku(p)).map((p) => p.id)),
    [picked, groups],
  );

  useOncePer(query.data ? planId : null, () =>
    logCheckoutStep(planId, CHECKOUT_STEPS.productsViewed, {
      products: list.length,
      basis: groups.basis.length,
    }),
  );

  if (query.isPending) return <ShopLoading label={t('shop.loading')} />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 409) {
      return (
        <StatePanel
          tone="error"
          title={t('shop.products.needQuestionnaireTitle')}
          body={t('shop.products.needQuestionnaireBody')}
          actions={
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate(hrefWithPlan(paths.questionnaireSpecify, planId))}
            >
              {t('shop.products.continueQuestionnaire')}
            </Button>
          }
        />
      );
    }
    if (status === 404 || status === 400) {
      return (
        <StatePanel
          tone="error"
          title={t('shop.products.notFoundTitle')}
          body={t('shop.products.notFoundBody')}
          actions={
            <Button color="primary" shape="rounded" onClick={() => void navigate(paths.reportList.href())}>
              {t('reportsList.title')}
            </Button>
          }
        />
      );
    }
    return (
      <StatePanel
        tone="error"
        title={t('shop.products.failedTitle')}
        body={t('shop.products.failedBody', { message: isApiError(query.error) ? query.error.msg : '' })}
        actions={
          <Button color="primary" shape="rounded" onClick={() => void query.refetch()}>
            {t('shop.retry')}
          </Button>
        }
      />
    );
  }
  if (list.length === 0) {
    return (
      <StatePanel
        title={t('shop.products.emptyTitle')}
        body={t('shop.products.emptyBody')}
        actions={
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(planHref(planId))}
          >
            {t('shop.products.backToPlan')}
          </Button>
        }
      />
    );
  }

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  const items: CheckoutItem[] = list.flatMap((p) => {
    const sku = selected.has(p.id) ? orderableSku(p) : null;
    return sku ? [{ productId: p.id, skuId: sku.id, quantity: 1 }] : [];
  });
  const totalCents = orderTotalCents(
    list.flatMap((p) => {
      const sku = selected.has(p.id) ? orderableSku(p) : null;
      return sku ? [{ priceCents: sku.priceCents, quantity: 1 }] : [];
    }),
  );
  const best = bestPriceCents(totalCents, usableVouchers(vouchers.data));
  const basisDosage = groups.basis.reduce((sum, p) => sum + dosageOf(p.dosage), 0);

  return (
    <>
      <p className="shop-intro">{t('shop.products.intro', { budget: DOSAGE_BUDGET })}</p>
      <section className="shop-group" aria-labelledby="shop-basis" data-group="basis">
        <h2 id="shop-basis" className="shop-group__title">
          {t('shop.products.basisTitle')}
        </h2>
        <p className="shop-group__hint">
          {t('shop.products.basisHint', { total: basisDosage, budget: DOSAGE_BUDGET })}
        </p>
        <ul className="shop-cards">
          {groups.basis.map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              planId={planId}
              selected={selected.has(p.id)}
              onToggle={toggle}
            />
          ))}
        </ul>
      </section>
      {groups.other.length > 0 ? (
        <section className="shop-group" aria-labelledby="shop-other" data-group="other">
          <h2 id="shop-other" className="shop-group__title">
            {t('shop.products.otherTitle')}
          </h2>
          <p className="shop-group__hint">{t('shop.products.otherHint', { budget: DOSAGE_BUDGET })}</p>
          <ul className="shop-cards">
            {groups.other.map((p) => (
              <ProductCard
                key={p.id}
                product={p}
                planId={planId}
                selected={selected.has(p.id)}
                onToggle={toggle}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <footer className="shop-footer" aria-label={t('shop.products.order')}>
        <div className="shop-footer__sum" aria-live="polite">
          <span className="shop-footer__count">{t('shop.products.selected', { count: items.length })}</span>
          <span className="shop-footer__best">
            {best.voucher
              ? t('shop.products.bestTotal', { price: formatCents(best.cents) })
              : t('shop.products.total', { price: formatCents(totalCents) })}
          </span>
          {best.voucher ? (
            <del className="shop-footer__was">
              <span className="visually-hidden">{t('shop.originalPrice')} </span>
              {t('shop.price', { price: formatCents(totalCents) })}
            </del>
          ) : null}
        </div>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          className="shop-footer__cta"
          disabled={items.length === 0}
          onClick={() => void navigate(checkoutHref(items, planId))}
        >
          {items.length === 0 ? t('shop.products.selectFirst') : t('shop.products.order')}
        </Button>
      </footer>
    </>
  );
}
