import { useMemo, useState } from 'react';
import { bestPriceCents, DOSAGE_BUDGET, dosageOf, formatCents, splitByDosage } from '@nutri/domain/commerce';
import type { ProductView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { usePlanScreen } from '../../../components/use-plan-screen';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { usePlanProducts } from '../api/get-plan-products';
import { CHECKOUT_STEPS, logCheckoutStep } from '../api/log-checkout-step';
import type { CheckoutItem } from '../lib/checkout-items';
import { checkoutHref, planHref } from '../lib/links';
import { orderTotalCents, usableVouchers } from '../lib/pricing';
import { useVouchers } from '../api/query-vouchers';
import { useOncePer } from '../lib/use-once';
import { ProductCard } from './product-card';
import { OrderBar } from './order-bar';
import { WasPrice } from './price-tag';
import { LoadFailed, StatePanel } from './state-panel';
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
  const planId = usePlanScreen(t('shop.products.title'));
  const goBack = useGoBack(planId ? planHref(planId) : paths.start.href());
  const navigate = useNavigate();

  return (
    <div className="app-screen app-screen--column shop shop--with-bar">
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
          action={{
            label: t('shop.products.startQuestionnaire'),
            onClick: () => void navigate(paths.questionnaire.href()),
          }}
        />
      )}
    </div>
  );
}

function PlanProducts({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = usePlanProducts({ planId });
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

  if (query.isPending) return <PageLoading label={t('shop.loading')} />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 409) {
      return (
        <StatePanel
          tone="error"
          title={t('shop.products.needQuestionnaireTitle')}
          body={t('shop.products.needQuestionnaireBody')}
          action={{
            label: t('shop.products.continueQuestionnaire'),
            onClick: () => void navigate(hrefWithPlan(paths.questionnaireSpecify, planId)),
          }}
        />
      );
    }
    if (status === 404 || status === 400) {
      return (
        <StatePanel
          tone="error"
          title={t('shop.products.notFoundTitle')}
          body={t('shop.products.notFoundBody')}
          action={{ label: t('reportsList.title'), onClick: () => void navigate(paths.reportList.href()) }}
        />
      );
    }
    return (
      <LoadFailed
        title={t('shop.products.failedTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (list.length === 0) {
    return (
      <StatePanel
        title={t('shop.products.emptyTitle')}
        body={t('shop.products.emptyBody')}
        action={{
          label: t('shop.products.backToPlan'),
          onClick: () => void navigate(planHref(planId)),
          outline: true,
        }}
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
  const cardsOf = (products: ProductView[]) => ({ products, planId, selected, onToggle: toggle });
  const basisDosage = groups.basis.reduce((sum, p) => sum + dosageOf(p.dosage), 0);

  return (
    <>
      <p className="app-lead shop-intro">{t('shop.products.intro', { budget: DOSAGE_BUDGET })}</p>
      <ProductGroup
        group="basis"
        title={t('shop.products.basisTitle')}
        hint={t('shop.products.basisHint', { total: basisDosage, budget: DOSAGE_BUDGET })}
        {...cardsOf(groups.basis)}
      />
      {groups.other.length > 0 ? (
        <ProductGroup
          group="other"
          title={t('shop.products.otherTitle')}
          hint={t('shop.products.otherHint', { budget: DOSAGE_BUDGET })}
          {...cardsOf(groups.other)}
        />
      ) : null}

      <OrderBar
        label={t('shop.products.order')}
        sum={
          <>
            <span className="shop-footer__count">{t('shop.products.selected', { count: items.length })}</span>
            <span className="shop-footer__best">
              {best.voucher
                ? t('shop.products.bestTotal', { price: formatCents(best.cents) })
                : t('shop.products.total', { price: formatCents(totalCents) })}
            </span>
            {best.voucher ? <WasPrice className="shop-footer__was" cents={totalCents} /> : null}
          </>
        }
        action={{
          disabled: items.length === 0,
          onClick: () => void navigate(checkoutHref(items, planId)),
          children: items.length === 0 ? t('shop.products.selectFirst') : t('shop.products.order'),
        }}
      />
    </>
  );
}

/** One group of the dosage split: its title, a hint on the daily count, and its product cards. */
function ProductGroup({
  group,
  title,
  hint,
  products,
  planId,
  selected,
  onToggle,
}: {
  group: 'basis' | 'other';
  title: string;
  hint: string;
  products: ProductView[];
  planId: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const titleId = `shop-${group}`;
  return (
    <section className="shop-group" aria-labelledby={titleId} data-group={group}>
      <h2 id={titleId} className="shop-group__title">
        {title}
      </h2>
      <p className="shop-group__hint">{hint}</p>
      <ul className="app-stack">
        {products.map((p) => (
          <ProductCard
            key={p.id}
            product={p}
            planId={planId}
            selected={selected.has(p.id)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </section>
  );
}
